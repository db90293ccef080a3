/// `threshold lock ...` (PRODUCT.md 7): not built yet; answers with a usage error naming the issue.
enum LockCommand {
    static func run(_ c: CommandContext) throws {
        throw UsageError("'lock' is not available in this version yet.")
    }
}
