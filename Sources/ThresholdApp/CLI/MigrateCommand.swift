/// `threshold migrate ...` (PRODUCT.md 6): not built yet; answers with a usage error.
enum MigrateCommand {
    static func run(_ c: CommandContext) throws {
        throw UsageError("'migrate' is not available in this version yet.")
    }
}
