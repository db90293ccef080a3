@testable import Features
@testable import ThresholdApp
import ThresholdCore

extension PlainApp {
    /// Plain mode on an open store (tests): a session on it, as an embedding app would make.
    convenience init(store: ThresholdStore, brand: Brand, io: PlainIO, deviceToken: any DeviceTokenProvider = FixedDeviceToken(nil),
                     now: @escaping @Sendable () -> Double = MonotonicClock.seconds) {
        self.init(session: AppSession(store: store, brand: brand, deviceToken: deviceToken, now: now), io: io)
    }
}

extension InlineEffectRunner {
    /// A runner on an open store (tests).
    convenience init(store: ThresholdStore, brand: Brand, deviceToken: any DeviceTokenProvider = FixedDeviceToken(nil)) {
        self.init(session: AppSession(store: store, brand: brand, deviceToken: deviceToken))
    }
}

extension PlainApp {
    /// The store in use now (tests look at it after an import replaced it).
    var store: ThresholdStore { session.store }
}

extension InlineEffectRunner {
    /// The store in use now (tests).
    var store: ThresholdStore { session.store }
}
