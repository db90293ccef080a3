import Foundation
import ThresholdApp

// Everything Threshold writes is private to the user: files 0600, folders 0700.
umask(0o077)
let status = ThresholdCommandLine.run(Array(CommandLine.arguments.dropFirst()),
                                      environment: ProcessInfo.processInfo.environment,
                                      console: StandardConsole())
exit(status)
