/// Why finalize (keep using this device, or delete its data) was refused. Nothing was changed.
public enum FinalizeError: ReportableError, Sendable, Equatable {
    /// This device never finished an export (to a file or sent directly): its data has not moved,
    /// so there is nothing to finalize (PRODUCT.md 6: finalize is the source's last step).
    case nothingExported

    /// A stable machine-readable code.
    public var code: String {
        switch self {
        case .nothingExported: "nothingExported"
        }
    }

    /// A message for people, saying what to do.
    public var message: String {
        switch self {
        case .nothingExported:
            tr("This device has not exported its data yet, so there is nothing to finalize. Export it first (threshold migrate export, or Settings › Migrate to another device), then finalize. Nothing was changed.")
        }
    }

    /// Refused by a rule: 1.
    public var exitCode: Int32 { 1 }
}
