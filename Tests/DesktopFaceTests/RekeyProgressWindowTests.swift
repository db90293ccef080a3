import Features
import Foundation
import GTKKit
import Testing
import TestSupport
import ThresholdCore
@testable import DesktopFace

/// Issue 33, the desktop side: the full re-key a command's hide left owed (the window held the
/// data) is carried out by the window's live watch on its store queue, not on the main loop: the
/// window keeps drawing and taking input through it and shows "Re-encrypting: N of M pages" under
/// the page until it ends. Before, the check ran on the main loop and the window froze for the copy.
@MainActor
@Suite(.serialized, needsDisplay) struct RekeyProgressWindowTests {
    @Test func anOwedReKeyRunsOffTheMainLoopWithItsProgressUnderThePage() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        // Enough pages for several of the copy's steps (256 pages each).
        try harness.withStore { store in
            _ = try store.seed(SeedPlan(profiles: 2, chats: 40, messages: 40_000))
            let brand = try AppSession.loadBrand(flag: nil)
            try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
            try store.setWhatsNewSeenVersion(brand.whatsNew.first?.version.description ?? "")
        }
        let app = harness.launch()
        _ = try #require(harness.page(ChatListPage.self))
        let keyBefore = FileManager.default.contents(atPath: harness.directory.file("threshold.key"))

        // Another process hides a profile while the window holds the data: the re-key is left owed.
        try harness.run(["profiles", "hide", "Profile 2", "--password-stdin"], stdin: "hidden password 1\n")
        let keyChanged = { FileManager.default.contents(atPath: harness.directory.file("threshold.key")) != keyBefore }
        for _ in 0..<12 where !(keyChanged() && app.externalChanges > 0 && !app.rekeyProgress.isVisible) {
            harness.settle(until: { keyChanged() && app.externalChanges > 0 && !app.rekeyProgress.isVisible })
        }

        #expect(keyChanged(), "the window carried out the owed re-key")
        let shown = app.rekeyProgressShown
        #expect(shown.count >= 2, "progress reported as the pages were copied: \(shown.map { "\($0.copied)/\($0.total)" })")
        #expect(shown.contains { $0.copied < $0.total && $0.whileJobRan },
                "the main loop showed the progress while the re-key still ran on the store queue")
        #expect(!app.rekeyProgress.isVisible, "gone once it ended")
        // (`whileJobRan` is read on the main loop when a report is drawn: the witness that the loop
        // ran during the job. A 5 ms ticker counting frames while the label showed missed a short
        // re-key on a quiet machine, so the label's text is checked directly.)
        app.showRekeyProgress(copied: 3, total: 8)
        #expect(app.rekeyProgress.isVisible && app.rekeyProgress.text == RekeyText.progress(copied: 3, total: 8),
                "the full screen's text: \(app.rekeyProgress.text)")
        app.showRekeyProgress(copied: 8, total: 8)
        #expect(!app.rekeyProgress.isVisible)
        #expect(!app.snapshot.profileSummaries.contains { $0.name == "Profile 2" }, "the hide shows")
    }
}
