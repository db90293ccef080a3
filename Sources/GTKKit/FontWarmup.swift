import CGTK
import CGTKShim

/// The first frame's fonts made ready on another thread while GTK starts (issue 32): the texts a
/// window will show first, laid out and drawn in their fonts with a Pango font map of their own,
/// which GTK's thread then takes as its default (``adopt()``). What is drawn does not change: GTK
/// asks for the fonts it always asks for, and finds them loaded, shaped and drawn once already.
public enum FontWarmup {
    /// A text and the Pango font description GTK will draw it in ("Sans Bold 13.3330078125px":
    /// GTK gives CSS sizes to Pango in pixels, rounded to 1/1024).
    public struct Sample: Sendable {
        /// The characters to lay out and draw.
        public var text: String
        /// The font description.
        public var font: String

        /// A text in a font.
        public init(_ text: String, font: String) {
            self.text = text
            self.font = font
        }
    }

    /// Lays out and draws `samples` on the calling thread (not GTK's: call it from a thread of its
    /// own before or while GTK starts). At most once per process.
    public static func run(_ samples: [Sample]) {
        var texts = samples.map { g_strdup($0.text) }
        var fonts = samples.map { g_strdup($0.font) }
        defer {
            texts.forEach { g_free($0) }
            fonts.forEach { g_free($0) }
        }
        texts.withUnsafeMutableBufferPointer { textPointers in
            fonts.withUnsafeMutableBufferPointer { fontPointers in
                textPointers.baseAddress?.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: samples.count) { text in
                    fontPointers.baseAddress?.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: samples.count) { font in
                        cgtk_font_warmup_run(text, font, Int32(samples.count))
                    }
                }
            }
        }
    }

    /// Makes the fonts ``run(_:)`` made ready the ones GTK's widgets use; call after
    /// ``GTK/initialize()`` and after `run` has returned, before a widget lays out text. False
    /// (nothing changed) when `run` has not filled any.
    @MainActor
    @discardableResult
    public static func adopt() -> Bool { cgtk_font_warmup_adopt() != 0 }
}
