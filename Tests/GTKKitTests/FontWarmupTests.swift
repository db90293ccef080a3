import CGTK
import Foundation
import GTKKit
import Testing

/// Fonts made ready on another thread become GTK's (issue 32: Welcome's first frame).
@MainActor
@Suite(.serialized, needsDisplay) struct FontWarmupTests {
    init() throws {
        try #require(GTK.initialize(), "GTK could not open the display")
    }

    @Test func fontsLaidOutOnAnotherThreadBecomeTheMainThreadsDefaultOnce() async {
        #expect(!FontWarmup.adopt(), "nothing was made ready yet")
        await Task.detached {
            FontWarmup.run([FontWarmup.Sample("Threshold", font: "Sans Bold 13.3330078125px"),
                            FontWarmup.Sample("┌─────┐ ▐█▌", font: "monospace 13px")])
        }.value
        let before = pango_cairo_font_map_get_default()
        #expect(FontWarmup.adopt())
        let after = pango_cairo_font_map_get_default()
        #expect(after != nil && after != before, "the warmed map is the thread's default now")
        #expect(!FontWarmup.adopt(), "handed over once")
        // A label lays out and draws with it.
        let window = Window(title: "Fonts")
        let label = Label("Threshold")
        window.setContent(label)
        window.present()
        GTK.iterate(until: { label.isMapped })
        #expect(label.isMapped)
        window.destroy()
    }
}
