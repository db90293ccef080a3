import Features
import Terminal

/// Settings → Migrate to another device (the source side): explanation, export with progress,
/// then the link (text and QR code) and finalizing.
///
/// The link holds the archive's key: it lives only in this state while the screen is open.
struct MigrationExportState: Equatable, Sendable {
    /// Where the export is.
    enum Phase: Equatable, Sendable {
        /// The explanation and "Export".
        case intro
        /// Exporting; the last progress report and the seconds since its phase started.
        case exporting(TransferProgress?)
        /// Done: the link and the archive.
        case exported(ExportedLink)
        /// The export failed; Enter tries again.
        case failed(String)
        /// Sending to a device on this network (a direct transfer): Esc stops it.
        case serving(ServeView)
        /// The direct transfer ended: sent (Enter finalizes) or not (Enter and s start again).
        case served(String, sent: Bool)
        /// Local data was deleted: any key quits.
        case deleted
    }

    /// A direct transfer under way, as shown.
    struct ServeView: Equatable, Sendable {
        /// The link, its QR code, where it listens (nil until it listens).
        var link: ServingLink?
        /// What happened last.
        var status: String
        /// The short code both devices show, once one connected.
        var code: String?
        /// Bytes sent, rate and ETA.
        var progress: TransferProgress?
        /// Esc was pressed: the serve is stopping.
        var stopping = false
        /// How long it listens (the choice made with `t` before it started).
        var listenSeconds = DirectTransferText.defaultListenMinutes * 60
        /// The new device confirmed the code there: this device asks "same code on both devices?"
        /// (Y or N) before it sends anything (issue 33).
        var asking = false
    }

    /// Where the export is.
    var phase = Phase.intro
    /// Showing only the link, at full width from the first column, for selecting and copying.
    var showsLinkOnly = false
    /// How long sending listens for the other device (`t` on the explanation goes through
    /// ``DirectTransferText/listenLimits``).
    var listenMinutes = DirectTransferText.defaultListenMinutes
}
