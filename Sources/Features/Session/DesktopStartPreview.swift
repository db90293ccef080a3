import Brand
import Foundation
import Onboarding

/// What a window can show before its session is open (issue 32: the store is created or opened on
/// a thread while the window is built, so the first frame does not wait for its key file, schema
/// and syncs).
public enum DesktopStartPreview {
    /// The brand's type, for a face that reaches the brand only through Features.
    public typealias ShownBrand = Brand

    /// Whether the data folder has no database yet: its session will start onboarding at Welcome,
    /// which the window may show at once. False when it can't tell (it then waits for the session).
    public static func startsAtWelcome(dataDirectoryFlag: String?, environment: [String: String]) -> Bool {
        guard let directory = try? DataDirectory.resolve(flag: dataDirectoryFlag, environment: environment) else { return false }
        return !directory.databaseFiles.contains { FileManager.default.fileExists(atPath: $0) }
            && !FileManager.default.fileExists(atPath: directory.path + "/threshold.key")
    }

    /// The brand of `$THRESHOLD_BRAND` or the built-in one in the current language (as a session's
    /// ``AppSession/brand``), nil when it can't be loaded (the session's opening then says why).
    public static func brand(environment: [String: String]) -> Brand? {
        guard let brand = try? AppSession.loadBrand(flag: environment["THRESHOLD_BRAND"]) else { return nil }
        return LocalizedBrand(brand).brand(for: Texts.current)
    }

    /// Welcome's "Step 1 of N" on a data folder with nothing in it, as the session will show it.
    public static func welcomeProgress(of brand: Brand) -> (index: Int, total: Int)? {
        guard let engine = try? OnboardingEngine(steps: MessengerFlow.steps(for: brand),
                                                 environment: OnboardingEnvironment(hasVisibleProfile: false),
                                                 store: InMemoryProgressStore()),
              (try? engine.start()) != nil else { return nil }
        return engine.progress.map { ($0.index, $0.total) }
    }
}
