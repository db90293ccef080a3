import Foundation
import GTKKit
import Onboarding
import OnboardingDesktop
import Testing

/// The kit's image choice page: a chosen file becomes the app's bytes and shows in the avatar, a
/// file the app refuses shows its words and keeps the avatar, Remove clears it, and Continue hands
/// the bytes over before the step completes.
@MainActor
@Suite(.serialized, needsDisplay) struct ImageChoicePageTests {
    init() throws {
        try #require(GTK.initialize(), "GTK could not open the display")
    }

    struct Environment {}
    struct Refused: Error {}

    /// A 4 x 4 red PNG (what a real app's `load` would return after scaling).
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x04,
        0x00, 0x00, 0x00, 0x04, 0x08, 0x02, 0x00, 0x00, 0x00, 0x26, 0x93, 0x09, 0x29, 0x00, 0x00, 0x00, 0x10, 0x49, 0x44, 0x41,
        0x54, 0x78, 0x9C, 0x63, 0x38, 0x61, 0xA3, 0x01, 0x47, 0x0C, 0xC4, 0x71, 0x00, 0xF1, 0xC3, 0x12, 0xC1, 0x5C, 0xEC, 0x06,
        0xD7, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    @Test func aChosenPictureIsShownAndHandedOverOnContinue() throws {
        let steps: [any OnboardingStep<Environment>] = [try StepDescriptor(id: "avatar", weight: 1, isRequired: false)]
        let engine = try OnboardingEngine(steps: steps, environment: Environment(), store: InMemoryProgressStore())
        var submitted: [[UInt8]?] = []
        let page = ImageChoicePage(stepID: "avatar", title: "Your picture", initialsOf: "Courier", load: { path in
            guard path.hasSuffix(".png") else { throw Refused() }
            return Self.png
        }, describe: { _ in "Choose a PNG file." }) { submitted.append($0) }
        var completions = 0
        let flow = OnboardingWindow(engine: engine, pages: [page], title: "Pictures") { completions += 1 }
        try flow.start()
        settle()
        let picker = try #require(page.picker)
        #expect(!picker.avatar.showsImage && !picker.remove.isVisible)
        // A file the app refuses: its words, the avatar unchanged.
        picker.pick(path: "/tmp/notes.txt")
        #expect(page.problemLabel?.text == "Choose a PNG file." && page.problemLabel?.isVisible == true)
        #expect(!picker.avatar.showsImage && page.chosen == nil)
        picker.pick(path: "/tmp/me.png")
        #expect(picker.avatar.showsImage && picker.remove.isVisible && page.chosen == Self.png)
        #expect(page.problemLabel?.isVisible == false)
        click(picker.remove) { page.chosen == nil }
        #expect(!picker.avatar.showsImage && page.chosen == nil)
        picker.pick(path: "/tmp/me.png")
        click(page.continueButton) { completions > 0 }
        #expect(submitted == [Self.png])
        #expect(completions == 1)
        flow.window.destroy()
    }
}
