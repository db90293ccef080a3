/// Which profile pictures a home snapshot carries (``AppSession/homeSnapshot(pictures:)``): each is
/// read only where a face draws it.
public enum HomePictures: Sendable {
    /// None (a terminal without image support, the plain face, the command line).
    case none
    /// The visible profiles' (a terminal that draws images: a hidden profile's picture is never
    /// sent to a terminal, which may keep images in a cache of its own).
    case visible
    /// The visible profiles' and the active hidden profile's (a window of the app's own: the
    /// header shows the active profile's picture).
    case visibleAndActive
}
