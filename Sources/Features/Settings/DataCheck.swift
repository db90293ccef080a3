import Storage
import ThresholdCore

/// What Settings › Check data and `threshold check` found: every page of the database read and
/// authenticated (nothing written), then SQLite's structure check, with finished texts for people.
public struct DataCheck: Sendable, Equatable {
    /// Pages in the database file (0 for a file that is not encrypted: nothing to authenticate).
    public let pageCount: Int
    /// How many pages failed their check.
    public let damagedCount: Int
    /// The first damaged pages (at most 100), numbered from 1 as in the file.
    public let damagedPages: [Int]
    /// What `PRAGMA integrity_check` reported (SQLite's own English; empty when sound). Not run
    /// when a page is damaged: SQLite would stop at the first one.
    public let structureProblems: [String]

    /// Whether nothing is damaged.
    public var isSound: Bool { damagedCount == 0 && structureProblems.isEmpty }

    /// One sentence for people: sound, or where the damage is and what to do.
    public var summary: String {
        if damagedCount > 0 {
            // The list's word follows the pages listed, not the count ("1 страница … (страница 6)"
            // in Russian, where the count's form 0 also serves 21), in the language's digits.
            let listed = Array(damagedPages.prefix(10))
            let pages = trn("page {numbers}", "pages {numbers}", count: listed.count, ["numbers": .text(Formats.pageNumbers(listed))])
            return trn("Damage found: {count} page of {total} failed its check ({pages}). Nothing was written, and changes are refused until the data is restored: import it again from a migration archive or another device.",
                       "Damage found: {count} pages of {total} failed their check ({pages}). Nothing was written, and changes are refused until the data is restored: import it again from a migration archive or another device.",
                       count: damagedCount, ["total": .number(pageCount), "pages": .text(pages)])
        }
        if !structureProblems.isEmpty {
            return tr("Every page is intact, but the database's structure check found problems (listed below, in SQLite's words). Nothing was written. Export your data and import it again to rebuild the file.")
        }
        return trn("Checked {count} page: no damage found.", "Checked {count} pages: no damage found.", count: pageCount)
    }
}

extension AppSession {
    /// Reads and authenticates every page of the data (``DataCheck``), calling `progress(done,
    /// total)` after each page on the calling thread: run it off a UI thread. A damaged page also
    /// makes this session refuse writes.
    /// - Throws: ``ThresholdCore/LockError/locked``; database errors (a file that can't be read).
    public func checkData(progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> DataCheck {
        let pages = try store.checkEveryPage(progress: progress)
        let problems = pages.damagedCount > 0 ? [] : try store.integrityProblems(maximumProblems: 20)
        return DataCheck(pageCount: pages.pageCount, damagedCount: pages.damagedCount,
                         damagedPages: pages.damagedPages, structureProblems: problems)
    }
}
