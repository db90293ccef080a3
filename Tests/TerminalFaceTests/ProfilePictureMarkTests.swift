import Features
import Terminal
import Testing
@testable import TerminalFace

/// The full screen draws the initials for a profile with a picture and says that one is set: the
/// words where glyphs are off, a camera where they are on (when the terminal draws no images:
/// ProfilePictureDrawingTests has the kitty graphics case).
@Suite struct ProfilePictureMarkTests {
    @Test func aRowWithAPictureSaysSo() {
        var profile = Profile(id: 1, name: "Ann", bio: "", createdAt: 0, muted: false, hidden: false, unread: 0, active: false)
        profile.hasPicture = true
        var chrome = Fixtures.chrome(dark: false)
        var buffer = Buffer(width: 40, height: 1)
        ProfilesScreen.drawProfile(profile, isActive: false, selected: false, row: Rect(x: 0, y: 0, width: 40, height: 1),
                                   chrome: chrome, into: &buffer)
        #expect(buffer.trimmedLines.first?.hasSuffix("picture set") == true)
        #expect(buffer.trimmedLines.first?.contains("Ann") == true)
        chrome.usesGlyphs = true
        var glyphs = Buffer(width: 40, height: 1)
        ProfilesScreen.drawProfile(profile, isActive: false, selected: false, row: Rect(x: 0, y: 0, width: 40, height: 1),
                                   chrome: chrome, into: &glyphs)
        #expect(glyphs.trimmedLines.first?.contains("📷") == true)
        profile.hasPicture = false
        var none = Buffer(width: 40, height: 1)
        ProfilesScreen.drawProfile(profile, isActive: false, selected: false, row: Rect(x: 0, y: 0, width: 40, height: 1),
                                   chrome: chrome, into: &none)
        #expect(none.trimmedLines.first?.contains("📷") == false)
    }
}
