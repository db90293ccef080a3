import Features
import Pictures
import Terminal

/// The profile pictures a menu shows (the user picker's "Switch to …" items) on a terminal that
/// draws images: which item is a profile's, and its picture. Never a hidden profile's (the user
/// picker lists visible profiles only, and the snapshot holds visible profiles' pictures only).
struct MenuPictures {
    /// The chrome the images are made for (protocol, cell size, colours).
    var chrome: AppChrome
    /// The visible profiles by name.
    var profiles: [String: Profile]
    /// Their pictures by profile id.
    var pictures: [Int64: ProfilePicture]

    /// The pictures of `snapshot`'s visible profiles, when `chrome` draws pictures; nil otherwise.
    init?(snapshot: HomeSnapshot, chrome: AppChrome) {
        guard chrome.drawsPictures, !snapshot.pictures.isEmpty else { return nil }
        self.chrome = chrome
        var byName: [String: Profile] = [:]
        for profile in snapshot.profiles where !profile.hidden { byName[profile.name] = profile }
        profiles = byName
        pictures = snapshot.pictures
    }

    /// The visible profile `item` switches to, by name (with a picture or not: in a menu that
    /// shows pictures each such item gets its initials badge, so the titles line up).
    func name(_ item: MenuItem) -> String? {
        guard case .perform(.activate(let ref)) = item.command, ref.password == nil,
              let profile = profiles[ref.name] else { return nil }
        return profile.name
    }

    /// The picture of the profile `item` switches to.
    func picture(_ item: MenuItem) -> ProfilePicture? {
        name(item).flatMap { profiles[$0] }.flatMap { pictures[$0.id] }
    }
}
