@testable import Features
@testable import PlainFace
import ThresholdCore

extension PlainApp {
    /// Plain mode on an open store (tests): a session on it, as an embedding app would make.
    convenience init(store: ThresholdStore, brand: Brand, io: PlainIO, deviceToken: any DeviceTokenProvider = FixedDeviceToken(nil),
                     now: @escaping @Sendable () -> Double = MonotonicClock.seconds) {
        self.init(session: AppSession(store: store, brand: brand, deviceToken: deviceToken, now: now), io: io)
    }
}

extension PlainApp {
    /// The store in use now (tests look at it after an import replaced it).
    var store: ThresholdStore { session.store }
}

/// Shared values for the plain-mode tests.
enum PlainFixtures {
    /// The built-in brand (it always parses; a test fails loudly if not).
    static var brand: Brand {
        do { return try Brand.builtIn() } catch { fatalError("the built-in brand must parse: \(error)") }
    }
}
