import Features
import GTKKit

/// What the desktop shows of the brand, read once (the face never parses brand files itself).
struct BrandView {
    /// The app's name.
    var appName: String
    /// The tagline.
    var tagline: String
    /// The logo art for light windows.
    var logoLight: String
    /// The logo art for dark windows.
    var logoDark: String
    /// Accent colours, `#rrggbb`.
    var accentLight: String
    /// Accent colours, `#rrggbb`.
    var accentDark: String
    /// The highlight rows.
    var highlights: [(title: String, text: String)]

    /// The logo for the current scheme.
    var logo: String { logoLight }

    init(session: AppSession) {
        self.init(brand: session.brand)
    }

    /// The brand as shown in the current language (before a session is open: ``DesktopStartPreview/brand(environment:)``).
    init(brand: DesktopStartPreview.ShownBrand) {
        appName = brand.appName
        tagline = brand.tagline
        logoLight = brand.logo.light.joined(separator: "\n")
        logoDark = brand.logo.dark.joined(separator: "\n")
        accentLight = brand.accentColors.light.hex
        accentDark = brand.accentColors.dark.hex
        highlights = brand.highlights.map { ($0.title, $0.text) }
    }
}
