import Features

/// A parsed command line: words (subcommand and positionals), options with values, and flags.
public struct Arguments: Sendable, Equatable {
    /// Options that take a value, e.g. `--bio TEXT`.
    static let valued: Set<String> = ["data-dir", "brand", "theme", "lang", "bio", "name", "profiles", "chats",
                                      "messages", "profile", "chat", "server", "to", "queue", "archive", "timeout", "image"]
    /// Options that stand alone.
    static let switches: Set<String> = ["plain", "json", "password-stdin", "passcode-stdin", "yes", "help", "version",
                                        "server-data", "delete-local", "replace", "force", "all", "name-stdin", "bio-stdin",
                                        "without-lock", "rekey", "recovery-stdin", "serve", "hidden", "no-image"]
    /// Options that would put a secret on the command line, and where the secret goes instead.
    static func refusedSecret(_ name: String) -> String? {
        switch name {
        case "password":
            tr("Passwords are never given as arguments (other users can read a command line, and shells keep it): type it at the no-echo prompt, or give it on a line of standard input with --password-stdin.")
        case "passcode":
            tr("Passcodes are never given as arguments (other users can read a command line, and shells keep it): type it at the no-echo prompt, or give it on the first line of standard input with --passcode-stdin.")
        case "link":
            tr("The migration link holds the archive's key, so it is never an option: run 'threshold migrate import' and paste it when asked, or give it on the first line of standard input.")
        default: nil
        }
    }
    /// Options allowed with every command.
    static let global: Set<String> = ["data-dir", "brand", "theme", "lang", "plain", "json", "passcode-stdin", "help", "version"]

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
                    throw UsageError(tr("Unknown option {option}. Options are written with two dashes, e.g. --json.", ["option": .text(SafeText.echo(argument))]))
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
                    guard index < arguments.count else { throw UsageError(tr("--{option} needs a value.", ["option": .text(name)])) }
                    value = arguments[index]
                    // An option never takes the next option as its value: `--bio --json` is a
                    // mistake; a value that starts with dashes is written `--bio=--json`.
                    if value.hasPrefix("--"), value.count > 2 {
                        throw UsageError(tr("--{option} needs a value, not the option {value}. For a value that starts with dashes, write --{option}=VALUE.",
                                            ["option": .text(name), "value": .text(SafeText.echo(value))]))
                    }
                    index += 1
                }
                guard options[name] == nil else { throw UsageError(tr("--{option} is given twice.", ["option": .text(name)])) }
                options[name] = value
            } else if Self.switches.contains(name) {
                guard inline == nil else { throw UsageError(tr("--{option} takes no value.", ["option": .text(name)])) }
                flags.insert(name)
            } else if let refusal = Self.refusedSecret(name) {
                // The value (inline or next) is never echoed.
                throw UsageError(refusal)
            } else {
                throw UsageError(UsageErrorText.unknownOption(name, suggestion: Suggestion.nearest(to: name, among: Array(Self.valued.union(Self.switches)))))
            }
        }
    }

    /// Whether a switch was given.
    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Throws unless every option given is global or in `allowed`.
    public func allow(_ allowed: Set<String>, for command: String) throws(UsageError) {
        for name in flags.union(options.keys) where !Self.global.contains(name) && !allowed.contains(name) {
            throw UsageError(tr("'{command}' does not take --{option}.", ["command": .text(command), "option": .text(SafeText.echo(name))]))
        }
    }

    /// A whole-number option within `range`, or `defaultValue` when absent.
    public func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let text = options[name] else { return defaultValue }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(tr("--{option} needs a whole number from {low} to {high}, not \"{value}\".",
                                ["option": .text(name), "low": .number(range.lowerBound), "high": .number(range.upperBound),
                                 "value": .text(SafeText.echo(text))]))
        }
        return value
    }
}
