import Features
import Foundation
import Migration
import Storage
import Testing
import ThresholdCore

/// The one error mapper: stable codes, exit codes, nothing internal for known conditions.
@Suite struct ErrorReportTests {
    @Test func codesAndExitCodes() {
        #expect(ErrorReport(UsageError("x")).exitCode == 2)
        #expect(ErrorReport(ProfileError.invalidDisplayName(validName: "Ann")).json.serialized()
                .contains(#""validName":"Ann""#))
        #expect(ErrorReport(DatabaseError(kind: .busy, message: "locked")).code == .dataInUse)
        #expect(ErrorReport(DatabaseError(kind: .corrupt, message: "x")).code == .databaseCorrupted)
        #expect(ErrorReport(DatabaseError(kind: .schemaTooNew, message: "x")).code == .incompatibleVersion)
        #expect(ErrorReport(DatabaseError(kind: .cannotOpen, message: "x")).code == .cannotOpenDatabase)
        #expect(ErrorReport(DatabaseError(kind: .sqlite, message: "x")).code == .databaseError)
        #expect(ErrorReport(MigrationError.database(DatabaseError(kind: .busy, message: "x"))).code == .dataInUse)
        #expect(ErrorReport(SessionError.lockFailed(directory: "/d", errno: EACCES)).code == .dataDirectoryUnavailable)
    }

    @Test func anImportFailureSaysOnceThatNothingWasChanged() {
        // A bad link: the migration message already says it; the failure line does not repeat it.
        let link = ErrorReport(MigrationError.invalidLink("The link is cut; copy the whole link again."))
        #expect(link.saysNothingChanged)
        let linkText = MigrationImportText.failure(link)
        #expect(linkText.components(separatedBy: "changed").count == 2, "\(linkText)")
        #expect(!linkText.contains(MigrationImportText.nothingChanged))
        // A "no" at the code question says "Nothing was imported" in its own words.
        let codes = ErrorReport(MigrationError.shortCodeMismatch).afterCodeQuestion
        #expect(codes.saysNothingChanged && !MigrationImportText.failure(codes).contains(MigrationImportText.nothingChanged))
        // A database failure (and any other error) does not say it: the failure line adds it.
        for report in [ErrorReport(MigrationError.database(DatabaseError(kind: .sqlite, message: "x"))),
                       ErrorReport(POSIXError(.EIO))] {
            #expect(!report.saysNothingChanged)
            #expect(MigrationImportText.failure(report).hasSuffix("\n" + MigrationImportText.nothingChanged))
        }
    }

    @Test func fileErrorsSayPermissionOrIONeverInternal() {
        let denied = Result { try FileManager.default.createDirectory(atPath: "/proc/threshold-test", withIntermediateDirectories: false) }
        if case .failure(let error) = denied {
            #expect([ErrorCode.permissionDenied, .ioError].contains(ErrorReport(error).code))
        }
        let missing = Result { try FileManager.default.removeItem(atPath: "/nonexistent/threshold-test") }
        if case .failure(let error) = missing { #expect(ErrorReport(error).code == .ioError) }
        #expect(ErrorReport(POSIXError(.EACCES)).code == .permissionDenied)
    }

    @Test func jsonEscapesTerminalControls() {
        #expect(JSONValue.string("a\u{1B}]0;x\u{07}\u{9B}").serialized() == #""a\u001b]0;x\u0007\u009b""#)
    }
}
