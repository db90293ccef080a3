import Features

/// A parsed command line: words (subcommand and positionals), options with values, and flags.
public struct Arguments: Sendable, Equatable {
    /// Options that take a value, e.g. `--bio TEXT`.
    static let valued: Set<String> = ["data-dir", "brand", "theme", "lang", "bio", "name", "profiles", "chats",
                                      "messages", "profile", "chat", "server", "to", "queue", "archive", "timeout"]
    /// Options that stand alone.
    static let switches: Set<String> = ["plain", "json", "password-stdin", "passcode-stdin", "yes", "help",
                                        "server-data", "delete-local", "replace", "force", "all", "name-stdin", "bio-stdin",
                                        "without-lock", "serve"]
    /// Options that would put a secret on the command line, and where the secret goes instead.
    static let refusedSecrets: [String: String] = [
        "password": "Passwords are never given as arguments (other users can read a command line, and shells keep it): "
            + "type it at the no-echo prompt, or give it on a line of standard input with --password-stdin.",
        "passcode": "Passcodes are never given as arguments (other users can read a command line, and shells keep it): "
            + "type it at the no-echo prompt, or give it on the first line of standard input with --passcode-stdin.",
        "link": "The migration link holds the archive's key, so it is never an option: run 'threshold migrate import' "
            + "and paste it when asked, or give it on the first line of standard input.",
    ]
    /// Options allowed with every command.
    static let global: Set<String> = ["data-dir", "brand", "theme", "lang", "plain", "json", "passcode-stdin", "help"]

    /// Subcommand words and positional arguments, in order.
    public var words: [String] = []
    /// Valued options given.
    public var options: [String: String] = [:]
    /// Switches given.
    public var flags: Set<String> = []

    /// Parses `arguments` (without the program name).
    public init(_ arguments: [String]) throws(UsageError) {
        var index = 0
        var onlyWords = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyWords || !argument.hasPrefix("--") || argument == "-" {
                if !onlyWords && argument.hasPrefix("-") && argument.count > 1 && argument != "-" {
                    throw UsageError("Unknown option \(SafeText.echo(argument)). Options are written with two dashes, e.g. --json.")
                }
                words.append(argument)
                continue
            }
            if argument == "--" {
                onlyWords = true
                continue
            }
            var name = String(argument.dropFirst(2))
            var inline: String?
            if let equals = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if Self.valued.contains(name) {
                let value: String
                if let inline {
                    value = inline
                } else {
                    guard index < arguments.count else { throw UsageError("--\(name) needs a value.") }
                    value = arguments[index]
                    // An option never takes the next option as its value: `--bio --json` is a
                    // mistake; a value that starts with dashes is written `--bio=--json`.
                    if value.hasPrefix("--"), value.count > 2 {
                        throw UsageError("--\(name) needs a value, not the option \(SafeText.echo(value)). "
                                         + "For a value that starts with dashes, write --\(name)=VALUE.")
                    }
                    index += 1
                }
                guard options[name] == nil else { throw UsageError("--\(name) is given twice.") }
                options[name] = value
            } else if Self.switches.contains(name) {
                guard inline == nil else { throw UsageError("--\(name) takes no value.") }
                flags.insert(name)
            } else if let refusal = Self.refusedSecrets[name] {
                // The value (inline or next) is never echoed.
                throw UsageError(refusal)
            } else {
                let hint = Suggestion.nearest(to: name, among: Array(Self.valued.union(Self.switches))).map { " Did you mean --\($0)?" } ?? ""
                throw UsageError("Unknown option --\(SafeText.echo(name)).\(hint) Run 'threshold --help' for the list.")
            }
        }
    }

    /// Whether a switch was given.
    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Throws unless every option given is global or in `allowed`.
    public func allow(_ allowed: Set<String>, for command: String) throws(UsageError) {
        for name in flags.union(options.keys) where !Self.global.contains(name) && !allowed.contains(name) {
            throw UsageError("'\(command)' does not take --\(name).")
        }
    }

    /// A whole-number option within `range`, or `defaultValue` when absent.
    public func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let text = options[name] else { return defaultValue }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("--\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(text)\".")
        }
        return value
    }
}
