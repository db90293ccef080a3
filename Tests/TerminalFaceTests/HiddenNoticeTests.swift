import Testing
@testable import TerminalFace
import TestSupport
import Brand
import Features
import ThresholdCore

/// PRODUCT.md 3.3: a remembered first-hide notice would tell that a profile was once hidden, so the
/// hidden-profiles notice is never stored (it shows at every hide); other notices still are.
@Suite struct HiddenNoticeTests {
    @Test func theHiddenProfilesNoticeIsNeverRemembered() throws {
        let directory = TemporaryDirectory("app-notice")
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try store.createProfile(name: "A")
        let worker = StoreWorker(session: AppSession(store: store, brand: try Brand.builtIn()))
        worker.markNoticeShown(.hiddenProfiles)
        worker.markNoticeShown(.mute)
        #expect(try store.setting(Notice.hiddenProfiles.settingKey) == nil)
        #expect(try store.setting(Notice.mute.settingKey) == "1")
        #expect(try worker.snapshot().notices.hiddenShown == false)
        #expect(try worker.snapshot().notices.muteShown == true)
    }
}
