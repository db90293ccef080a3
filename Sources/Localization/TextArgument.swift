/// A value put into a translated text's `{placeholder}`.
public enum TextArgument: Sendable, Equatable {
    /// Text from a user (a profile's name): isolated (U+2068...U+2069) so its direction can't
    /// reorder the sentence around it, whenever that could happen (a right-to-left language, or
    /// a name holding right-to-left letters or direction controls).
    case user(String)
    /// Text the app wrote itself (a command's name, a code), put in as it is.
    case text(String)
    /// A number, written the language's way (`1.234` in German).
    case number(Int)
    /// A byte count, written the language's way (`12,0 MiB` in German).
    case bytes(UInt64)
}
