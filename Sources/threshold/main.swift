import Foundation
import Secrets
import CommandLineFace
import TerminalIO

// No core dumps, and not dumpable (no ptrace by other processes of the user): keys stay in memory only.
ProcessHardening.apply()
// OpenSSL keeps its state to the end: a worker still hashing when exit runs must not crash.
CryptoLibrary.keepStateAtExit()
// Everything Threshold writes is private to the user: files 0600, folders 0700.
umask(0o077)
let status = ThresholdCommandLine.run(Array(CommandLine.arguments.dropFirst()),
                                      environment: ProcessInfo.processInfo.environment,
                                      console: StandardConsole(), launchApp: AppLauncher.run)
exit(status)
