import Foundation
import Synchronization
import Migration
import ThresholdCore

/// The user's answer to "does the other device show the same code?" during a direct transfer.
public enum ShortCodeAnswer: Sendable, Equatable {
    /// Both devices show the same code: go on.
    case matches
    /// The codes differ: stop (``MigrationError/shortCodeMismatch``), nothing changes.
    case differs
    /// Stop without an answer.
    case cancel

    /// Goes on for ``matches``; otherwise the import's error.
    static func check(_ answer: ShortCodeAnswer) throws(MigrationError) {
        switch answer {
        case .matches: return
        case .differs: throw .shortCodeMismatch
        case .cancel: throw .cancelled(.worded(tr("The import was stopped before the codes were compared. Nothing was changed.")))
        }
    }

    /// The standard-input rule (docs/migration.md, "Direct transfer"): the line must be the code
    /// the source shows; spaces are ignored, so "123456" and "123 456" both match "123 456".
    /// No line at all is ``cancel``.
    public static func typed(_ line: String?, against code: String) -> ShortCodeAnswer {
        guard let line else { return .cancel }
        let digits = { (text: String) in text.filter { !$0.isWhitespace } }
        return !digits(line).isEmpty && digits(line) == digits(code) ? .matches : .differs
    }
}

/// The direct transfer's texts, once for every face (the command line and plain mode lay them out).
public enum DirectTransferText {
    /// Plain mode's choice on export.
    public static var sendOption: String { tr("Send to a device on this network") }
    /// Plain mode's choice on export: the file, as before.
    public static var fileOption: String { tr("Write an archive file") }
    /// Shown with the link while the source listens; `resumed`: this serve continues one whose
    /// process was stopped mid-transfer (``DirectTransferServer/isResumed``), so the other device,
    /// which already has the link, reconnects by itself.
    public static func ready(seconds: Int, resumed: Bool = false) -> String {
        // The time through the one duration formatter, with its plural forms ("1 second", "2
        // minutes", "1 hour"), never "within 1 seconds" or "3,600 seconds" (issue 35).
        let duration = TextArgument.text(Formats.duration(seconds: Double(seconds)))
        if resumed {
            return tr("This device continues the transfer that was interrupted, for {duration}: the new device reconnects by itself with the link it already has (it keeps trying for three minutes), and the transfer goes on where it stopped. If the new device gave up, run threshold migrate import there again (or choose \"Migrate from another device\") and paste this link.",
                      ["duration": duration])
        }
        return tr("This device is ready to send all its data directly to your new device on this network, once, within {duration}. On the new device, run threshold migrate import (or choose \"Migrate from another device\") and paste this link when asked. It holds the key to your data: share it only with yourself.",
           ["duration": duration])
    }
    /// The desktop's words while it listens (``ready(seconds:resumed:)`` without the command line,
    /// the time in the minutes the user chose).
    public static func readyOnDesktop(minutes count: Int, resumed: Bool = false) -> String {
        resumed
            ? trn("This device continues the transfer that was interrupted, for {count} more minute: the new device reconnects by itself with the link it already has, and the transfer goes on where it stopped. If the new device gave up, choose \"Migrate from another device\" there again and paste this link.",
                  "This device continues the transfer that was interrupted, for {count} more minutes: the new device reconnects by itself with the link it already has, and the transfer goes on where it stopped. If the new device gave up, choose \"Migrate from another device\" there again and paste this link.",
                  count: count)
            : trn("This device is ready to send all its data directly to your new device on this network, once, within {count} minute. On the new device, choose \"Migrate from another device\" and paste this link. It holds the key to your data: share it only with yourself.",
                  "This device is ready to send all its data directly to your new device on this network, once, within {count} minutes. On the new device, choose \"Migrate from another device\" and paste this link. It holds the key to your data: share it only with yourself.",
                  count: count)
    }
    /// The addresses and port listened on.
    public static func listening(_ endpoint: DirectTransferEndpoint) -> String {
        tr("Listening on {addresses}, port {port}. Press Ctrl-C to stop.",
           ["addresses": addresses(endpoint), "port": .text(Formats.port(Int(endpoint.port)))])
    }
    /// The addresses as a list the language's way ("127.0.0.1 und ::1", "127.0.0.1、::1"); in a
    /// right-to-left sentence the list isolates each address with letters (an IPv6 address's
    /// colons and digits would otherwise be reordered).
    private static func addresses(_ endpoint: DirectTransferEndpoint) -> TextArgument {
        .text(Formats.list(endpoint.hosts))
    }
    /// The short code as a value in a sentence: isolated in a right-to-left language, where the
    /// two groups of digits would otherwise be shown in the other order ("942 459" for "459 942").
    private static func codeArgument(_ code: String) -> TextArgument { .user(code) }
    /// The short code on its own (the desktop's large label): always read left to right.
    public static func shownCode(_ code: String) -> String { Isolation.isolate(code) }
    /// A device with the link connected (source side).
    public static func connected(_ code: String) -> String {
        tr("A device connected. Short code: {code}. Confirm on the new device that it shows the same code; then this device asks you too, and sends only once you confirm here.",
           ["code": codeArgument(code)])
    }
    /// The source asks its user (plain mode, after ``connected(_:)``): the destination's question.
    public static func confirmOnSource(_ code: String) -> String { compareCode(code) }
    /// The source on the command line: the code typed must be the one the new device shows.
    public static func typeCodeOnSource(_ code: String) -> String { typeCode(code) }
    /// The source's user said the codes differ, typed another code, or did not answer in time.
    public static var declined: String {
        tr("The code was not confirmed on this device, so nothing was sent to that device. Still listening: if it is your new device, connect again with the same link and confirm the code on both.")
    }
    /// The full screen's keys under the code question (export).
    public static var serveCodeKeys: String { tr("Y same code  N different code  Esc stop listening") }
    /// The destination shows the code and asks (terminal, plain mode).
    public static func compareCode(_ code: String) -> String {
        tr("Connected to the other device. Short code: {code}. Does the other device show the same code?", ["code": codeArgument(code)])
    }
    /// The destination on standard input: the rule.
    public static func typeCode(_ code: String) -> String {
        tr("Connected to the other device. Short code: {code}. Type the code the other device shows:", ["code": codeArgument(code)])
    }
    /// The source resumes a broken transfer.
    public static func resumed(from offset: UInt64) -> String {
        tr("The new device reconnected: sending again from {size}.", ["size": .text(ByteCount.format(offset))])
    }
    /// A connection was refused on the source.
    public static func refused(busy: Bool) -> String {
        busy ? tr("Refused another device: this device is already sending.")
             : tr("Refused a connection from a device that does not have the link.")
    }
    /// A device left without confirming the code.
    public static var left: String { tr("The device left before confirming the short code. Still listening.") }
    /// The connection broke mid-transfer; the source waits for the resume.
    public static func broken(after sent: UInt64) -> String {
        tr("The connection broke after {size}. Still listening, so the new device can resume.", ["size": .text(ByteCount.format(sent))])
    }
    /// The destination received everything but its import failed or was stopped there: the
    /// source listens on, so the same link works again.
    public static var notImported: String {
        tr("The new device received the data but did not import it (it says why). This device still listens: import again there with the same link, or stop here.")
    }
    /// The transfer finished: the source no longer listens (the apps: finalizing is on the same
    /// screen, so no command is named).
    public static func sent(_ size: UInt64) -> String {
        tr("Sent {size} to the new device. This device no longer listens. Finalize the migration here once the new device shows your data.",
           ["size": .text(ByteCount.format(size))])
    }
    /// The command line's ``sent(_:)``, naming the command that finalizes.
    public static func sentCommandLine(_ size: UInt64) -> String {
        tr("Sent {size} to the new device. This device no longer listens. Finalize the migration here once the new device shows your data (threshold migrate finalize).",
           ["size": .text(ByteCount.format(size))])
    }
    /// How a serve that sent everything ended: ``sent(_:)`` once the new device said its import is
    /// in place, ``sentUnconfirmed(_:)`` when it closed without saying.
    public static func sent(_ result: DirectServeResult) -> String {
        result.importConfirmed ? sent(result.size) : sentUnconfirmed(result.size)
    }
    /// The command line's ``sent(_:)-swift.type.method``.
    public static func sentCommandLine(_ result: DirectServeResult) -> String {
        result.importConfirmed ? sentCommandLine(result.size) : sentUnconfirmed(result.size)
    }
    /// The desktop's ``sent(_:)-swift.type.method``.
    public static func sentOnDesktop(_ result: DirectServeResult) -> String {
        result.importConfirmed ? sentOnDesktop(result.size) : sentUnconfirmed(result.size)
    }
    /// The new device received everything but closed without saying whether its import is in
    /// place (stopped or killed while it asked its user): finalizing here could lose the data.
    public static func sentUnconfirmed(_ size: UInt64) -> String {
        tr("Sent {size} to the new device, but it did not say whether it imported the data (it may have been stopped). This device no longer listens. Finalize here only once the new device shows your data; if it does not, export again.",
           ["size": .text(ByteCount.format(size))])
    }
    /// The desktop's ``sent(_:)``: the finalize choice is on the same page.
    public static func sentOnDesktop(_ size: UInt64) -> String {
        tr("Sent {size} to the new device. This device no longer listens. Once the new device shows your data, finalize the migration below.",
           ["size": .text(ByteCount.format(size))])
    }
    /// The full screen's and the desktop's words beside the big short code (source side).
    public static var compareHint: String { tr("Compare this code with the other device") }
    /// The destination's question once the code is shown (the desktop's and full screen's title).
    public static var sameCodeQuestion: String { tr("Same code on both devices?") }
    /// The answers to ``sameCodeQuestion``.
    public static var yes: String { tr("Yes") }
    public static var no: String { tr("No") }
    /// The full screen's keys under the code question (import).
    public static var codeKeys: String { tr("Y same code  N different code  Esc stop the import") }
    /// The full screen's keys while it serves (export).
    public static var serveKeys: String { tr("Esc stop listening  l link only (to copy)") }
    /// The full screen's keys once the data was sent.
    public static var sentKeys: String { tr("Enter finalize  Esc back") }
    /// The full screen's keys once a serve ended without sending.
    public static var againKeys: String { tr("Enter export to a file  s send again  Esc back") }
    /// The full screen's second choice on export, under the first.
    public static var sendKey: String { tr("Or press s to send to a device on this network, without a file.") }
    /// The addresses and port listened on, where a button stops it (desktop, full screen).
    public static func listeningOn(_ endpoint: DirectTransferEndpoint) -> String {
        tr("Listening on {addresses}, port {port}.",
           ["addresses": addresses(endpoint), "port": .text(Formats.port(Int(endpoint.port)))])
    }
    /// While the source waits for a device.
    public static var waiting: String { tr("Waiting for the other device…") }
    /// While the destination connects.
    public static var connecting: String { tr("Connecting to the other device…") }
    /// The user stopped the serve (Cancel, Esc).
    public static var stopped: String { tr("Stopped. No transfer was made, and this device no longer listens.") }

    /// The desktop's choice of how long a serve listens, before the minutes.
    public static var listenFor: String { tr("Listen for", context: "direct transfer minutes") }
    /// The minutes the desktop offers (10: the default, as on the command line).
    public static let listenLimits = [5, 10, 30]
    /// The limit a serve starts with on the full screen and in plain mode (as on the command line).
    public static let defaultListenMinutes = 10
    /// The full screen's `t`: the next of ``listenLimits`` after `minutes`, the first after the last.
    public static func nextListenLimit(after minutes: Int) -> Int {
        listenLimits.first { $0 > minutes } ?? listenLimits.first ?? defaultListenMinutes
    }
    /// The full screen's line under ``sendKey``: how long sending listens, and the key that changes it.
    public static func listensFor(minutes count: Int) -> String {
        trn("When sending, this device waits up to {count} minute for the other one; press t to change it.",
            "When sending, this device waits up to {count} minutes for the other one; press t to change it.", count: count)
    }
    /// Plain mode's question before sending.
    public static var listenQuestion: String { tr("How long should this device wait for the other one?") }
    /// One of ``listenLimits``.
    public static func minutes(_ count: Int) -> String { trn("{count} minute", "{count} minutes", count: count) }
    /// The destination lost the connection `seconds` ago and tries to open it again (the full
    /// screen and the desktop, each second).
    public static func reconnecting(for seconds: Int) -> String {
        tr("Connection lost {seconds} s ago; reconnecting…", ["seconds": .number(seconds)])
    }
    /// The line faces' ``reconnecting(for:)``, printed once.
    public static var reconnecting: String { tr("Connection lost; reconnecting…") }
    /// The destination reopened a lost connection and the transfer goes on from `offset`.
    public static func resumedReceiving(at offset: UInt64) -> String {
        tr("Connection lost; resumed at {size}.", ["size": .bytes(offset)])
    }
    /// The question before stopping an import under way (full screen, desktop).
    public static var stopImportQuestion: String { tr("Stop the import? Nothing on this device changes.") }
    /// The desktop's answer to ``stopImportQuestion`` that goes on.
    public static var continueImport: String { tr("Go on importing") }
    /// The full screen's keys under ``stopImportQuestion``.
    public static var stopImportKeys: String { tr("Y stop the import  N go on") }
    /// The full screen's keys while an import runs.
    public static var importingKeys: String { tr("Importing…  Esc stop  Ctrl-C quit") }
    /// Once stopped, while the import winds down.
    public static var stoppingImport: String { tr("Stopping the import…") }
    /// The import was stopped by the user (full screen, desktop).
    public static var importStopped: String { tr("Import stopped. Nothing on this device changed.") }
    /// The whole message of the `cancelled` error a stopped import ends with.
    static var stoppedDetail: String { tr("The import was stopped. Nothing was changed.") }
    /// After a No at "Same code on both devices?" (the full screen's and the desktop's words; the
    /// command line's error speaks of a typed code).
    public static var codesDiffer: String {
        tr("The codes differ, so the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link.")
    }

    /// The destination's summary line for a direct transfer.
    public static func received(_ size: UInt64, resumes: Int) -> String {
        resumes == 0
            ? tr("Received {size} directly from the other device.", ["size": .text(ByteCount.format(size))])
            : trn("Received {size} directly from the other device (the connection was resumed {count} time).",
                  "Received {size} directly from the other device (the connection was resumed {count} times).",
                  count: resumes, ["size": .text(ByteCount.format(size))])
    }
}

/// What happens while a direct transfer is served, for a face to name (``DirectTransferServer/Event``).
public typealias DirectTransferEvent = DirectTransferServer.Event

/// How a serve that sent everything ended (its size, and whether the new device said its import
/// is in place), for the faces.
public typealias DirectTransferResult = DirectServeResult

/// The source side of a direct transfer, for a face to name.
public typealias DirectTransferServing = DirectTransferServer

/// Where the source's user answers "does the new device show the same code?"
/// (``DirectTransferEvent/confirmCode(peer:shortCode:)``), for a face to name.
public typealias DirectTransferCodeConfirmation = DirectTransferConfirmation

/// A stop for a serve from another thread: a face's Cancel button or Esc
/// (``AppSession/serveArchive(on:listenSeconds:stopOnSignals:stop:events:progress:)``).
public final class DirectTransferStop: Sendable {
    let cancellation = ServeCancellation()
    private let stopped = Mutex(false)

    public init() {}

    /// Stops the serve (idempotent, any thread): it ends with ``MigrationError/cancelled(_:)``
    /// and no longer listens.
    public func stop() {
        stopped.withLock { $0 = true }
        cancellation.cancel()
    }

    /// Whether ``stop()`` was called (a `cancelled` serve then says ``DirectTransferText/stopped``).
    public var wasStopped: Bool { stopped.withLock { $0 } }

    /// The import's error once stopped (``AppSession/importArchive(link:replace:archivePath:removingWhatItMadeOnFailure:stop:progress:shortCode:lockAnswer:)``).
    var importStopped: MigrationError { .cancelled(.worded(DirectTransferText.stoppedDetail)) }
}

extension AppSession {
    /// Starts listening for one direct transfer (docs/migration.md, "Direct transfer"): a fresh
    /// certificate and archive key, loopback and every local network address (or `addresses`),
    /// `port` (0: any free one). Show its ``DirectTransferServer/link``, then call ``serveArchive(on:listenSeconds:stopOnSignals:events:progress:)``.
    ///
    /// When a serve of this install was killed mid-transfer and its resume record is still valid
    /// (docs/migration.md, "Resume after a restart"), the same certificate, key, addresses and
    /// port are used again instead: the link the other device has still works
    /// (``DirectTransferServer/isResumed``), and the serve checks that the data did not change.
    public func openDirectTransfer(addresses: [String]? = nil, port: UInt16 = 0) throws -> DirectTransferServer {
        // Sealed under this install's database key: no key (locked), no record.
        let resume = (try? store.databaseKey()).map { ServeResumeStore(dataDirectory: dataDirectory.path, installKey: $0) }
        return try DirectTransferServer.open(addresses: addresses, port: port, resumeStore: resume)
    }

    /// Sends this device's data once, over `server`, to the device that has its link and whose short
    /// code both users confirmed (this device's user through `confirmation`, once
    /// ``DirectTransferEvent/confirmCode(peer:shortCode:)`` asks); the archive is made while it is
    /// sent (never stored), from one snapshot.
    /// Returns once that device received it all; throws ``MigrationError/networkTimeout(_:)``
    /// when none did within `listenSeconds`, ``MigrationError/cancelled(_:)`` on Ctrl-C or SIGTERM
    /// (with `stopOnSignals` and no `stop`) or once `stop` was stopped. A locked install's archive carries its lock, as a file's does.
    /// - Parameters:
    ///   - events: what happens (connections, codes, refusals, breaks), on the calling thread.
    ///   - progress: bytes sent, rate and ETA, at most ten times a second.
    public func serveArchive(on server: DirectTransferServer, listenSeconds: Double = 600, stopOnSignals: Bool = true,
                             stop: DirectTransferStop? = nil, confirmation: DirectTransferConfirmation,
                             events: (DirectTransferServer.Event) -> Void = { _ in },
                             progress: @escaping (TransferProgress) -> Void = { _ in }) throws -> DirectServeResult {
        var meter = TransferMeter()
        let lock = try store.travellingLock().map(MigrationExport.manifestLock)
        let result = try MigrationExporter(dataDirectory: dataDirectory.path, appVersion: AppVersion.current)
            .serve(database: try store.openReadOnlyDatabase(), on: server, lock: lock,
                   options: DirectTransferServer.Options(listenSeconds: listenSeconds),
                   catchSignals: stopOnSignals && stop == nil, cancellation: stop?.cancellation,
                   confirmation: confirmation, events: events) { report in
                if let shown = meter.update(report, at: self.now()) { progress(shown) }
            }
        // Sent whole: finalize may follow (MigrationFinalize).
        try recordFinishedExport()
        return result
    }

    /// Whether the migration link `text` is a direct transfer's (version 2); false for a text that is no link.
    public static func migrationLinkIsDirect(_ text: String) -> Bool {
        (try? MigrationLink(parsing: ProfileSearch.trimmed(text)))?.directEndpoint != nil
    }
}

extension ErrorReport {
    /// The report as a face that asked "Same code on both devices?" (yes or no) shows it:
    /// `shortCodeMismatch` then says ``DirectTransferText/codesDiffer`` (its own message speaks of
    /// a code typed on standard input); any other report is itself.
    public var afterCodeQuestion: ErrorReport {
        code == .shortCodeMismatch
            ? ErrorReport(code: code, message: DirectTransferText.codesDiffer, exitCode: exitCode, extra: extra,
                          saysNothingChanged: true) : self
    }
}
