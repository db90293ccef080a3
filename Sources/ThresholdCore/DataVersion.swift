/// What the app's live watch compares to notice another process's commit: SQLite's
/// `PRAGMA data_version` of the store's connection, and which opening of the database that
/// connection is.
///
/// `data_version` counts per connection, from a small number each time a connection opens; a
/// store that reopens its database (an owed re-key, an import) starts counting again, so the same
/// number on two connections says nothing. Two versions are equal only on the same opening.
public struct DataVersion: Equatable, Sendable {
    /// How many times this store had opened a database when the version was read.
    public let opening: Int
    /// `PRAGMA data_version` on that connection.
    public let count: Int

    /// A version read on the `opening`-th connection.
    public init(opening: Int, count: Int) {
        self.opening = opening
        self.count = count
    }
}
