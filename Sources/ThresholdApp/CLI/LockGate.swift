/// The app lock on the command line (PRODUCT.md 7). The lock does not exist yet, so every command passes.
enum LockGate {
    /// Throws `locked` or `wrongPasscode` when the lock is on and the passcode is missing or wrong.
    static func authorize(_ context: CommandContext) throws {}
}
