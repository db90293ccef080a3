import Features
import TerminalIO
import Foundation
import QREncoding

/// `threshold migrate export [--to FILE] | import [LINK] [--archive FILE] [--replace] [--without-lock] | finalize [--delete-local [--yes]]`
/// (PRODUCT.md 6, docs/migration.md): the session's export, import and finalize, on the command line.
///
/// Results go to stdout (one JSON object with `--json`); progress (bytes, rate, ETA) goes to stderr
/// only when stderr is a terminal. The link holds the archive's key: it is printed as the result of
/// export and never written into an error or a log, and it never has to go on a command line
/// (argv is readable through /proc and kept in shell history): `import` without LINK asks for it
/// at a no-echo prompt on a terminal or reads the first line of standard input, and export's text
/// says to paste it when asked.
enum MigrateCommand {
    static let usage = "threshold migrate export [--to FILE | --serve [--timeout SECONDS]] | import [LINK] [--archive FILE] [--replace] [--without-lock] | finalize [--delete-local [--yes]]"

    static func run(_ context: CommandContext) throws {
        let action = try context.word(1, "a migrate command", usage: usage)
        switch action {
        case "export": try export(context)
        case "import": try importArchive(context)
        case "finalize": try finalize(context)
        default: throw UsageError(UsageErrorText.unknownCommand(action, group: "migrate", usage: usage))
        }
    }

    // MARK: - Export

    private static func export(_ context: CommandContext) throws {
        try context.expectWords(2, usage: "threshold migrate export [--to FILE | --serve [--timeout SECONDS]]")
        if context.arguments.has("serve") { return try serve(context) }
        if context.arguments.options["timeout"] != nil { throw UsageError(tr("--timeout goes with --serve.")) }
        let meter = ProgressLine(console: context.console)
        let result = try context.session.exportArchive(to: context.arguments.options["to"]) { meter.show($0) }
        meter.finish()
        let link = result.link.formatted
        context.emit(.object([("link", .string(link)), ("archive", .string(result.archivePath)),
                              ("size", .int(Int(result.size))), ("sha256", .string(result.sha256))]),
                     humanExport(result, link: link, theme: context.arguments.options["theme"]))
    }

    /// `migrate export --serve [--timeout SECONDS]`: listens for one direct transfer (docs/migration.md,
    /// "Direct transfer"). The link goes to stdout (with `--json`, one object when listening and
    /// one when done, each on its line); what happens, and progress on a terminal, to stderr.
    private static func serve(_ context: CommandContext) throws {
        if context.arguments.options["to"] != nil {
            throw UsageError(tr("--serve sends the archive to the other device, so it takes no --to FILE."))
        }
        let seconds = try context.arguments.integer("timeout", default: 600, in: 1...86_400)
        let server = try context.session.openDirectTransfer()
        let link = server.link.formatted
        let endpoint = server.link.directEndpoint
        if context.json {
            context.console.out(JSONValue.object([("link", .string(link)),
                                                  ("addresses", .array((endpoint?.hosts ?? []).map(JSONValue.string))),
                                                  ("port", .int(Int(endpoint?.port ?? 0))), ("timeout", .int(seconds)),
                                                  ("resumed", .bool(server.isResumed))]).serialized() + "\n")
        } else {
            var text = DirectTransferText.ready(seconds: seconds, resumed: server.isResumed) + "\n" + link + "\n"
            if isatty(STDOUT_FILENO) == 1, let qr = try? QRCode(encoding: link, errorCorrection: .low) {
                let lines = qr.textLines(background: context.arguments.options["theme"] == "light" ? .light : .dark)
                if (lines.first.map { $0.unicodeScalars.count } ?? 0) <= terminalColumns() {
                    text += lines.joined(separator: "\n") + "\n"
                }
            }
            context.console.out(text)
        }
        if let endpoint { context.console.err(DirectTransferText.listening(endpoint) + "\n") }
        let meter = ProgressLine(console: context.console)
        let confirmation = DirectTransferCodeConfirmation()
        let result = try context.session.serveArchive(on: server, listenSeconds: Double(seconds), confirmation: confirmation, events: { event in
            meter.finish()
            switch event {
            case .connected(_, let code): context.console.err(DirectTransferText.connected(code) + "\n")
            case .confirmCode(_, let code):
                // As the import asks: a yes/no question on a terminal, else the next line of
                // standard input must be the code the new device shows (none: not confirmed).
                confirmation.answer(shortCodeAnswer(context, code: code) == .matches)
            case .declined: context.console.err(DirectTransferText.declined + "\n")
            case .started(_, let offset) where offset > 0: context.console.err(DirectTransferText.resumed(from: offset) + "\n")
            case .started: break
            case .refused(_, let busy): context.console.err(DirectTransferText.refused(busy: busy) + "\n")
            case .left: context.console.err(DirectTransferText.left + "\n")
            case .broken(_, let sent): context.console.err(DirectTransferText.broken(after: sent) + "\n")
            case .notImported: context.console.err(DirectTransferText.notImported + "\n")
            }
        }, progress: { meter.show($0) })
        meter.finish()
        context.emit(.object([("ok", .bool(true)), ("sent", .int(Int(result.size))), ("importConfirmed", .bool(result.importConfirmed))]),
                     DirectTransferText.sentCommandLine(result))
    }

    private static func humanExport(_ result: MigrationExportResult, link: String, theme: String?) -> String {
        var text = MigrationText.exported(to: result.archivePath, size: result.size) + "\n"
        text += MigrationText.linkHeading + "\n"
        text += link + "\n"
        text += MigrationText.afterExportCommand + "\n"
        if isatty(STDOUT_FILENO) == 1, let qr = try? QRCode(encoding: link, errorCorrection: .low) {
            let lines = qr.textLines(background: theme == "light" ? .light : .dark)
            let width = lines.first.map { $0.unicodeScalars.count } ?? 0
            if width <= terminalColumns() {
                text += MigrationText.orScanIt + "\n" + lines.joined(separator: "\n") + "\n"
            }
        }
        return text
    }

    // MARK: - Import

    /// `migrate import`: whatever fails (a usage error, a refused link, the import itself) leaves
    /// no install behind in a folder that had none.
    private static func importArchive(_ context: CommandContext) throws {
        do {
            try importArchiveOrFail(context)
        } catch {
            context.session.removeFirstInstallMadeForAFailedImport()
            throw error
        }
    }

    private static func importArchiveOrFail(_ context: CommandContext) throws {
        let usage = "threshold migrate import [LINK] [--archive FILE] [--replace] [--without-lock]"
        try context.expectAtMostWords(3, usage: usage)
        let text: String
        if context.arguments.words.count == 3 {
            text = context.arguments.words[2]
            // The link holds the archive's key; in argv, other users read it from /proc while the
            // import (a download, perhaps) runs.
            context.console.err(MigrationText.linkInArgvWarning + "\n")
        } else {
            guard let line = context.secrets.readValue(prompt: MigrationText.pasteLinkPrompt) else {
                throw UsageError(tr("'migrate import' needs the migration link: paste it at the prompt on a terminal, or give it on the first line of standard input (after the passcode with --passcode-stdin). Usage: {usage}",
                                    ["usage": .text(usage)]))
            }
            text = line
        }
        let meter = ProgressLine(console: context.console)
        var gaveNoPasscode = false
        var wrongBeforeEnd = false
        var noCodeLine = false
        let summary: MigrationImportSummary
        do {
            summary = try context.session.importArchive(
                link: text, replace: context.arguments.has("replace"), archivePath: context.arguments.options["archive"],
                removingWhatItMadeOnFailure: true,
                progress: { meter.show($0) },
                shortCode: { code in
                    meter.finish()
                    let answer = shortCodeAnswer(context, code: code)
                    noCodeLine = answer == .cancel && !context.secrets.isInteractive
                    return answer
                },
                lockAnswer: { afterWrong in
                    meter.finish()
                    let answer = travellingLockAnswer(context, afterWrongPasscode: afterWrong)
                    if answer == .cancel { gaveNoPasscode = !afterWrong }
                    wrongBeforeEnd = afterWrong && answer == .cancel
                    return answer
                })
        } catch MigrationError.cancelled where wrongBeforeEnd && !context.secrets.isInteractive {
            // Standard input ran out after a wrong passcode: that is the answer.
            throw MigrationError.wrongArchivePasscode
        } catch MigrationError.cancelled where noCodeLine {
            throw UsageError(tr("A direct transfer needs the short code the other device shows on the next line of standard input (after the link). Nothing was changed."))
        } catch MigrationError.cancelled where gaveNoPasscode && !context.secrets.isInteractive {
            throw UsageError(tr("The archive comes from a device locked with a passcode: give that passcode on the next line of standard input, or import without it with --without-lock (this device is then unlocked). Nothing was changed."))
        }
        meter.finish()
        let result = summary.result
        let lock: String = switch summary.lock {
        case .none: "none"
        case .carried: "carried"
        case .declined: "declined"
        }
        var fields: [(String, JSONValue)] = [("ok", .bool(true)), ("schemaVersion", .int(result.schemaVersion)),
                              ("upgraded", .bool(result.upgraded)), ("replaced", .bool(result.replacedExistingData)),
                              ("files", .int(result.manifest.entries.count)),
                              ("protection", .string(summary.level.rawValue)), ("lock", .string(lock))]
        var directLine = ""
        if let direct = result.direct {
            fields += [("received", .int(Int(direct.received))), ("resumes", .int(direct.resumes))]
            directLine = DirectTransferText.received(direct.received, resumes: direct.resumes) + "\n"
        }
        context.emit(.object(fields),
                     directLine + MigrationText.imported(files: result.manifest.entries.count,
                                                         appVersion: result.manifest.appVersion, upgraded: result.upgraded) + "\n"
                     + summary.protectionText + "\n"
                     + MigrationText.finalizeOnTheOtherDevice)
    }

    /// The answer to "does the other device show this code?": on a terminal a yes/no question;
    /// otherwise the next line of standard input must be the code the other device shows
    /// (``ShortCodeAnswer/typed(_:against:)``; none: cancel).
    private static func shortCodeAnswer(_ context: CommandContext, code: String) -> ShortCodeAnswer {
        if context.secrets.isInteractive {
            context.console.err(DirectTransferText.compareCode(code) + "\n")
            return context.secrets.confirm(DirectTransferText.sameCodeQuestion) ? .matches : .differs
        }
        context.console.err(DirectTransferText.typeCode(code) + "\n")
        return ShortCodeAnswer.typed(context.secrets.readValue(prompt: ""), against: code)
    }

    /// The answer to "the archive's device was locked: its passcode?": `--without-lock` declines;
    /// a terminal asks at a no-echo prompt (an empty answer declines after a yes, else cancels);
    /// otherwise the next line of standard input is the passcode (none: cancel).
    private static func travellingLockAnswer(_ context: CommandContext, afterWrongPasscode: Bool) -> TravellingLockAnswer {
        if context.arguments.has("without-lock") { return .decline }
        if afterWrongPasscode { context.console.err(MigrationImportText.notThatPasscode + "\n") }
        guard let passcode = context.secrets.readValue(
            prompt: MigrationText.lockedArchivePrompt)
        else { return .cancel }
        if !passcode.isEmpty { return .passcode(passcode) }
        guard context.secrets.isInteractive else { return .cancel }
        return context.secrets.confirm(MigrationText.importWithoutPasscodeShort) ? .decline : .cancel
    }

    // MARK: - Finalize

    private static func finalize(_ context: CommandContext) throws {
        try context.expectWords(2, usage: "threshold migrate finalize [--delete-local [--yes]]")
        let warning = MigrationExport.twoDevicesWarning
        guard context.arguments.has("delete-local") else {
            try context.session.keepUsingThisDevice()
            context.console.err(LockText.warning(warning) + "\n")
            // The exported archive holds all the data (issue 33): offered for deletion on a
            // terminal, else said where it stays.
            var archiveDeleted = false
            if let archive = try context.session.keptExportedArchive() {
                if context.secrets.isInteractive, context.secrets.confirm(MigrationText.deleteKeptArchive(archive)) {
                    archiveDeleted = try context.session.deleteExportedArchive()
                    context.console.err(MigrationText.keptArchiveDeleted + "\n")
                } else {
                    context.console.err(MigrationText.keptArchiveStays(archive) + "\n")
                }
            }
            context.emit(.object([("ok", .bool(true)), ("deletedLocal", .bool(false)), ("warning", .string(warning)),
                                  ("archiveDeleted", .bool(archiveDeleted))]),
                         MigrationText.recordedMigrated)
            return
        }
        // Without a terminal only --yes deletes (a piped "n" or no input never does); a device
        // that never exported is refused before anything is asked (MigrationFinalize), else by
        // the delete itself (after `dataInUse`, while an app holds the data).
        let deletion = try MigrationFinalize.deletion(yes: context.arguments.has("yes"), canAsk: context.secrets.isInteractive)
        if deletion == .ask {
            try context.session.requireFinishedExport()
            guard context.secrets.confirm(MigrationText.deleteQuestion) else {
                context.emit(.object([("ok", .bool(false)), ("cancelled", .bool(true))]), MigrationText.deleteCancelled)
                return
            }
        }
        let removed = try context.session.deleteLocalData()
        context.emit(.object([("ok", .bool(true)), ("deletedLocal", .bool(true)), ("removed", .int(removed))]),
                     MigrationText.deleted(in: context.dataDirectory.path))
    }

    // MARK: - Helpers

    private static func terminalColumns() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// Draws the session's progress (already paced to ten a second) on one stderr line, only when
    /// stderr is a terminal; a direct transfer's resume is said on a line of its own, always.
    private final class ProgressLine {
        private let console: Console
        private let enabled = isatty(STDERR_FILENO) == 1
        private var drawn = false
        private var notices = ProgressLinePacer()

        init(console: Console) {
            self.console = console
        }

        func show(_ progress: TransferProgress) {
            if let notice = notices.resumeNotice(for: progress) {
                console.err((drawn ? "\r\u{1B}[2K" : "") + notice + "\n")
            }
            guard enabled else { return }
            console.err("\r\u{1B}[2K" + progress.line())
            drawn = true
        }

        func finish() {
            if drawn { console.err("\r\u{1B}[2K") }
        }
    }
}
