/// Rules for hidden-profile passwords: non-empty, no leading or trailing white space.
public enum ProfilePassword {
    /// Throws ``ProfileError/emptyPassword`` or ``ProfileError/invalidPassword`` when `password` breaks a rule.
    public static func validate(_ password: String) throws(ProfileError) {
        guard !password.isEmpty else { throw .emptyPassword }
        guard let first = password.unicodeScalars.first, let last = password.unicodeScalars.last,
              !first.properties.isWhitespace, !last.properties.isWhitespace else { throw .invalidPassword }
    }
}
