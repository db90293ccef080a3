#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TransitExample

// Wiring only: the launcher parses the command line and picks the front end.
exit(TransitLauncher.main(arguments: Array(CommandLine.arguments.dropFirst()),
                          environment: ProcessInfo.processInfo.environment))
