/// How a caller names a profile: by its display name, with the password when it may be a hidden one.
public struct ProfileRef: Sendable, Equatable {
    /// The display name.
    public var name: String
    /// The hidden profile's password, when the caller has one.
    public var password: String?

    /// Names a profile.
    public init(_ name: String, password: String? = nil) {
        self.name = name
        self.password = password
    }
}
