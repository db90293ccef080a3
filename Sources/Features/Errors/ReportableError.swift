/// An error a front end defines for itself (a launch option, the terminal) that ``ErrorReport``
/// maps without knowing its type: it brings its own stable code, message and exit code.
public protocol ReportableError: Error {
    /// A stable machine-readable code, listed in the README.
    var code: String { get }
    /// A message for people, saying what to do.
    var message: String { get }
    /// The process exit code: 2 for a usage error, else 1.
    var exitCode: Int32 { get }
}
