import Features
import Foundation
import GTKKit
import Pictures
import Testing
import TestSupport
@testable import DesktopFace

/// "Your chat profiles" with pictures, and "Edit profile" with one chosen, in light and dark
/// (`36-profile-pictures`, `37-edit-profile-picture`, `41-header-picture`: the chat list's header
/// with the active profile's picture; `THRESHOLD_SCREENSHOTS=DIR` records them, as
/// ``ScreenshotTests`` does; otherwise they are compared with docs/screenshots/desktop).
@MainActor
@Suite(.serialized, needsDisplay) struct ProfilePictureScreenshotTests {
    /// A silhouette portrait: a head and shoulders in a light tone over a coloured background.
    static func portrait(seed: Int, side: Int = 240) -> [UInt8] {
        let backgrounds: [(Int, Int, Int)] = [(53, 132, 228), (46, 194, 126), (229, 165, 10), (192, 97, 203), (224, 27, 36)]
        let (r, g, b) = backgrounds[seed % backgrounds.count]
        var rgb = [UInt8](repeating: 0, count: side * side * 3)
        for y in 0..<side {
            for x in 0..<side {
                let fx = Double(x) / Double(side), fy = Double(y) / Double(side)
                let head = (fx - 0.5) * (fx - 0.5) + (fy - 0.4) * (fy - 0.4) < 0.035
                let body = (fx - 0.5) * (fx - 0.5) / 0.12 + (fy - 1.02) * (fy - 1.02) / 0.14 < 1
                let shade = 1 - fy * 0.35
                let index = (y * side + x) * 3
                if head || body {
                    rgb[index] = 246; rgb[index + 1] = 240; rgb[index + 2] = 230
                } else {
                    rgb[index] = UInt8(Double(r) * shade)
                    rgb[index + 1] = UInt8(Double(g) * shade)
                    rgb[index + 2] = UInt8(Double(b) * shade)
                }
            }
        }
        return rgb
    }

    static func picture(seed: Int) throws -> ProfilePicture {
        try PictureDecoder.picture(from: try #require(PictureCodec.png(rgb: portrait(seed: seed), width: 240, height: 240)))
    }

    @Test func profilesWithPicturesInLightAndDark() throws {
        let album = ScreenshotTests.Album()
        for scheme in ["light", "dark"] {
            StyleManager.setScheme(scheme == "dark" ? .dark : .light)
            defer { StyleManager.setScheme(.followDesktop) }
            let harness = try DesktopHarness(width: 520, height: 820)
            defer { harness.close() }
            try harness.seed(["Ann Lee", "Bob", "Cy Young", "Dee"])
            try harness.withStore { store in
                try store.setPicture(ProfileRef("Ann Lee"), try Self.picture(seed: 0))
                try store.setPicture(ProfileRef("Bob"), try Self.picture(seed: 1))
                try store.setPicture(ProfileRef("Dee"), try Self.picture(seed: 3))
                try store.setMuted(ProfileRef("Dee"), true)
            }
            let photo = harness.directory.file("portrait.png")
            try Data(try #require(PictureCodec.png(rgb: Self.portrait(seed: 2), width: 240, height: 240)))
                .write(to: URL(fileURLWithPath: photo))
            let app = harness.launch()
            let chats = try #require(harness.page(ChatListPage.self))
            let shootHeader: (String) -> Void = { name in
                album.capture(name, harness.window, scheme: scheme) { harness.settle(); GTK.iterate(until: { false }, seconds: 0.4) }
            }
            // The header's avatar: the active profile's (Ann Lee's) picture.
            shootHeader("41-header-picture")
            chats.profilesButton.activate()
            harness.settle(until: { app.currentPage is ProfilesPage })
            let profiles = try #require(harness.page(ProfilesPage.self))
            let shoot: (String) -> Void = { name in
                album.capture(name, harness.window, scheme: scheme) { harness.settle(); GTK.iterate(until: { false }, seconds: 0.4) }
            }
            shoot("36-profile-pictures")
            guard let cy = profiles.list.madeRows.first(where: { if case .profile(let p, _)? = $0.item { p.name == "Cy Young" } else { false } })
            else { Issue.record("no row for Cy Young"); return }
            harness.choose("Edit profile", in: cy.menu)
            let edit = try #require(harness.page(CreateProfilePage.self))
            edit.picture?.pick(path: photo)
            shoot("37-edit-profile-picture")
            edit.back?.activate()
            harness.settle()
        }
        for name in ["36-profile-pictures", "37-edit-profile-picture", "41-header-picture"] {
            let light = album.dumps["\(name)-light.png"], dark = album.dumps["\(name)-dark.png"]
            #expect(light != nil && dark != nil && light != dark, "\(name): light and dark must both exist and differ")
        }
        guard !album.recording else { return }
        for file in album.dumps.keys.sorted() {
            let reference = ScreenshotTests.reference + "/" + file
            guard FileManager.default.fileExists(atPath: reference) else { continue }
            let difference = ImageComparison.difference(album.directory + "/" + file, reference)
            #expect(difference.map { $0 <= 0.05 } == true, "\(file) differs from docs/screenshots/desktop")
        }
    }
}
