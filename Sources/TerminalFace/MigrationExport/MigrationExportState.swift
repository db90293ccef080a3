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
        /// Local data was deleted: any key quits.
        case deleted
    }

    /// Where the export is.
    var phase = Phase.intro
    /// Showing only the link, at full width from the first column, for selecting and copying.
    var showsLinkOnly = false
}
