#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TransitDesktop

// Wiring only: the launcher parses the command line, opens the store and runs the desktop face.
exit(TransitDesktopLauncher.main(arguments: Array(CommandLine.arguments.dropFirst()),
                                 environment: ProcessInfo.processInfo.environment))
