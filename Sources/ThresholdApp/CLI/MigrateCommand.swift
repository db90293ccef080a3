import Foundation
import Migration
import Secrets
import Storage
import Terminal
import ThresholdCore

/// `threshold migrate export [--to FILE] | import LINK [--replace] | finalize [--delete-local]`
/// (PRODUCT.md 6, docs/migration.md).
///
/// Results go to stdout (one JSON object with `--json`); progress (bytes, rate, ETA) goes to stderr
/// only when stderr is a terminal. The link holds the archive's key: it is printed as the result of
/// export and never written into an error or a log.
enum MigrateCommand {
    static let usage = "threshold migrate export [--to FILE] | import LINK [--replace] | finalize [--delete-local]"

    static func run(_ c: CommandContext) throws {
        let action = try c.word(1, "a migrate command", usage: usage)
        switch action {
        case "export": try export(c)
        case "import": try importArchive(c)
        case "finalize": try finalize(c)
        default: throw UsageError("Unknown migrate command \"\(action)\". Usage: \(usage)")
        }
    }

    // MARK: - Export

    private static func export(_ c: CommandContext) throws {
        try c.arguments.allow(["to"], for: "migrate export")
        try c.expectWords(2, usage: "threshold migrate export [--to FILE]")
        let dataPath = absolute(c.dataDirectory.path)
        var archivePath: String?
        if let to = c.arguments.options["to"] {
            guard !to.isEmpty else { throw UsageError("--to needs a file name.") }
            let path = absolute(to)
            if FileManager.default.fileExists(atPath: path) {
                throw UsageError("\(path) already exists; choose another name with --to FILE.")
            }
            archivePath = path
        }
        let meter = ProgressMeter(console: c.console)
        // Shared with the app's "Migrate to another device" screen; it remembers the archive so
        // that `finalize --delete-local` also removes it.
        let result = try SourceMigration.export(store: c.store, dataDirectory: dataPath, to: archivePath) { meter.update($0) }
        meter.finish()
        let link = result.link.formatted
        c.emit(.object([("link", .string(link)), ("archive", .string(result.archivePath)),
                        ("size", .int(Int(result.size))), ("sha256", .string(result.sha256))]),
               humanExport(result, link: link, theme: c.arguments.options["theme"]))
    }

    private static func humanExport(_ result: MigrationExportResult, link: String, theme: String?) -> String {
        var text = "Exported to \(result.archivePath) (\(formatBytes(result.size))).\n"
        text += "Copy the archive to the new device (same path), then run there:\n"
        text += "  threshold migrate import '\(link)'\n"
        text += "The link holds the archive's key: share it only with yourself.\n"
        if isatty(STDOUT_FILENO) == 1, let qr = try? QRCode(encoding: link, errorCorrection: .low) {
            let lines = qr.textLines(background: theme == "light" ? .light : .dark)
            let width = lines.first.map { $0.unicodeScalars.count } ?? 0
            if width <= terminalColumns() {
                text += "Or scan it:\n" + lines.joined(separator: "\n") + "\n"
            }
        }
        return text
    }

    // MARK: - Import

    private static func importArchive(_ c: CommandContext) throws {
        try c.arguments.allow(["replace"], for: "migrate import")
        let text = try c.word(2, "the migration link", usage: "threshold migrate import LINK [--replace]")
        try c.expectWords(3, usage: "threshold migrate import LINK [--replace]")
        let link: MigrationLink
        do {
            link = try MigrationLink(parsing: text)
        } catch {
            throw MigrationError(error)
        }
        // One connection per file per process: the importer opens the destination itself.
        c.store.closeDatabase()
        let meter = ProgressMeter(console: c.console)
        let importer = MigrationImporter(dataDirectory: absolute(c.dataDirectory.path), migrations: CoreSchema.migrations)
        let result = try importer.importArchive(from: link, replace: c.arguments.has("replace"), destinationHasData: { db in
            try ThresholdStore(database: db, clock: SystemClock(), random: SecureRandom(), kdfParameters: .owaspMinimum)
                .visibleProfileCount() > 0
        }, progress: { meter.update($0) })
        meter.finish()
        c.emit(.object([("ok", .bool(true)), ("schemaVersion", .int(result.schemaVersion)),
                        ("upgraded", .bool(result.upgraded)), ("replaced", .bool(result.replacedExistingData)),
                        ("files", .int(result.manifest.entries.count))]),
               "Imported the archive (\(result.manifest.entries.count) file(s), made by Threshold \(result.manifest.appVersion))"
               + (result.upgraded ? "; its data was upgraded to this version" : "") + ".\n"
               + "Now finalize the migration on the other device: threshold migrate finalize [--delete-local]")
    }

    // MARK: - Finalize

    private static func finalize(_ c: CommandContext) throws {
        try c.arguments.allow(["delete-local", "yes"], for: "migrate finalize")
        try c.expectWords(2, usage: "threshold migrate finalize [--delete-local]")
        let warning = SourceMigration.twoDevicesWarning
        guard c.arguments.has("delete-local") else {
            try SourceMigration.keepUsingThisDevice(store: c.store)
            c.console.err("Warning: \(warning)\n")
            c.emit(.object([("ok", .bool(true)), ("deletedLocal", .bool(false)), ("warning", .string(warning))]),
                   "Recorded that this device's data was migrated.")
            return
        }
        if c.secrets.isInteractive && !c.arguments.has("yes") {
            guard c.secrets.confirm("Delete all Threshold data on this device? This can't be undone.") else {
                c.emit(.object([("ok", .bool(false)), ("cancelled", .bool(true))]), "Cancelled; nothing was deleted.")
                return
            }
        }
        let dataPath = absolute(c.dataDirectory.path)
        let removed = try SourceMigration.deleteLocalData(store: c.store, dataDirectory: dataPath)
        c.emit(.object([("ok", .bool(true)), ("deletedLocal", .bool(true)), ("removed", .int(removed))]),
               "Deleted all local Threshold data in \(dataPath) (database, files and migration archives).")
    }

    // MARK: - Helpers

    private static func absolute(_ path: String) -> String {
        SourceMigration.absolute(path)
    }

    private static func terminalColumns() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    static func formatBytes(_ count: UInt64) -> String {
        let units = ["B", "KiB", "MiB", "GiB", "TiB"]
        var value = Double(count)
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return unit == 0 ? "\(count) B" : String(format: "%.1f %@", value, units[unit])
    }

    /// Draws progress (bytes, rate, ETA) on one stderr line, at most ten times a second, only when
    /// stderr is a terminal.
    private final class ProgressMeter {
        private let console: Console
        private let enabled = isatty(STDERR_FILENO) == 1
        private var phase: MigrationProgress.Phase?
        private var phaseStart = 0.0
        private var lastDraw = 0.0
        private var drawn = false

        init(console: Console) {
            self.console = console
        }

        private static func now() -> Double {
            var ts = timespec()
            clock_gettime(CLOCK_MONOTONIC, &ts)
            return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        }

        func update(_ progress: MigrationProgress) {
            guard enabled else { return }
            let now = Self.now()
            if progress.phase != phase {
                phase = progress.phase
                phaseStart = now
            } else if now - lastDraw < 0.1 && progress.completed < progress.total {
                return
            }
            lastDraw = now
            let label: String
            switch progress.phase {
            case .snapshot: label = "Copying database"
            case .packing: label = "Encrypting"
            case .downloading: label = "Downloading"
            case .unpacking: label = "Decrypting"
            case .verifying: label = "Verifying"
            }
            // The snapshot phase counts pages; show it as a percentage only.
            if progress.phase == .snapshot || progress.phase == .verifying {
                let percent = progress.total > 0 ? Int(Double(progress.completed) * 100 / Double(progress.total)) : 0
                console.err("\r\u{1B}[2K\(label)... \(percent)%")
            } else {
                let elapsed = max(now - phaseStart, 0.001)
                let rate = Double(progress.completed) / elapsed
                var line = "\(label) \(formatBytes(progress.completed))"
                if progress.total > 0 { line += " / \(formatBytes(progress.total))" }
                line += "  \(formatBytes(UInt64(rate)))/s"
                if progress.total > progress.completed && rate > 0 {
                    line += "  ETA \(Int((Double(progress.total - progress.completed) / rate).rounded(.up))) s"
                }
                console.err("\r\u{1B}[2K" + line)
            }
            drawn = true
        }

        func finish() {
            if drawn { console.err("\r\u{1B}[2K") }
        }
    }
}
