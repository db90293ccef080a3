import Brand
import Migration
import Onboarding
import Secrets
import Storage
import ThresholdCore

/// The one place that turns any error into a stable code, a message for people and an exit code.
///
/// Exit codes: 1 refused by a rule or bad data, 2 usage error. Messages never contain secrets.
public struct ErrorReport: Sendable, Equatable {
    /// The stable code, e.g. `unknownProfile`.
    public let code: String
    /// A message for people.
    public let message: String
    /// The process exit code.
    public let exitCode: Int32
    /// Extra JSON members, e.g. `validName` for `invalidDisplayName`.
    public let extra: [(String, JSONValue)]

    public static func == (a: ErrorReport, b: ErrorReport) -> Bool {
        a.code == b.code && a.message == b.message && a.exitCode == b.exitCode && JSONValue.object(a.extra) == JSONValue.object(b.extra)
    }

    init(code: String, message: String, exitCode: Int32 = 1, extra: [(String, JSONValue)] = []) {
        self.code = code
        self.message = message
        self.exitCode = exitCode
        self.extra = extra
    }

    /// Maps any error.
    public init(_ error: any Error) {
        switch error {
        case let error as UsageError:
            self.init(code: "usage", message: error.message, exitCode: 2)
        case let error as ProfileError:
            var extra: [(String, JSONValue)] = []
            if case .invalidDisplayName(let valid) = error { extra = [("validName", valid.map(JSONValue.string) ?? .null)] }
            self.init(code: error.code, message: error.message, extra: extra)
        case let error as DataDirectoryError:
            self.init(code: "dataDirectoryUnavailable", message: error.message)
        case let error as AppLaunchError:
            self.init(code: error.code, message: error.message, exitCode: error.exitCode)
        case let error as LockError:
            self.init(code: error.code, message: error.message)
        case let error as ChatError:
            self.init(code: error.code, message: error.message)
        case let error as OperatorError:
            self.init(code: error.code, message: error.message)
        case let error as BrandError:
            switch error {
            case .invalid, .unreadable:
                self.init(code: "invalidBrand", message: "The brand file can't be used:\n" + error.description)
            case .conditionsUnavailable:
                self.init(code: error.code, message: error.description)
            }
        case let error as OnboardingError:
            self.init(code: error.code, message: error.description)
        case let error as DatabaseError:
            switch error.kind {
            case .schemaTooNew:
                self.init(code: "incompatibleVersion",
                          message: "This data was written by a newer version of Threshold. Update Threshold; the data was not changed.")
            case .busy:
                self.init(code: "dataInUse", message: "The data is in use by another Threshold process. Try again when it is done.")
            case .corrupt:
                self.init(code: "databaseCorrupted", message: "The database file is damaged or not a Threshold database.")
            case .cannotOpen:
                self.init(code: "cannotOpenDatabase", message: "The database can't be opened: \(error.message).")
            case .sqlite, .constraint:
                self.init(code: "databaseError", message: "Database error: \(error.message).")
            case .diskFull, .readOnly, .wrongKey, .keyRequired, .notEncrypted, .emptyFile:
                self.init(code: error.code, message: error.userMessage)
            }
        case let error as SecretsError:
            self.init(code: error.code, message: error.description)
        case let error as MigrationError:
            if case .database(let underlying) = error {
                self.init(underlying)
            } else {
                self.init(code: error.code, message: error.message)
            }
        default:
            self.init(code: "internalError", message: "Unexpected error: \(String(describing: type(of: error))).")
        }
    }

    /// The error as the one JSON object printed with `--json`.
    public var json: JSONValue {
        .object([("error", .object([("code", .string(code)), ("message", .string(message))] + extra))])
    }
}
