@testable import Features
@testable import TerminalFace
import ThresholdCore

extension InlineEffectRunner {
    /// A runner on an open store (tests).
    convenience init(store: ThresholdStore, brand: Brand, deviceToken: any DeviceTokenProvider = FixedDeviceToken(nil)) {
        self.init(session: AppSession(store: store, brand: brand, deviceToken: deviceToken))
    }

    /// The store in use now (tests).
    var store: ThresholdStore { session.store }
}
