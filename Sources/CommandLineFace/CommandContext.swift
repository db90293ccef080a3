import Features
import TerminalIO
import Foundation

/// What a running command can use: its arguments, output, secret input and the app session.
final class CommandContext {
    let arguments: Arguments
    let environment: [String: String]
    let console: Console
    let secrets: SecretInput
    /// The session: data directory, store (lock passed), brand, device token.
    let session: AppSession

    init(arguments: Arguments, environment: [String: String], console: Console, secrets: SecretInput,
         session: AppSession) {
        self.arguments = arguments
        self.environment = environment
        self.console = console
        self.secrets = secrets
        self.session = session
    }

    var json: Bool { arguments.has("json") }

    /// The process exit code of a command that printed its result but did not fully succeed
    /// (`outbox flush` with a failed delivery): 1; otherwise 0.
    var exitStatus: Int32 = 0
    /// The names read at a no-echo prompt or from standard input (a profile's, a new name, the
    /// self-destruct's): no output, prompt or error prints them back (they may be a hidden
    /// profile's, issue 33); ``masked(_:)`` puts "…" in their place.
    var unechoedNames: [String] = []
    /// Whether a name was read without echo.
    var nameReadWithoutEcho: Bool { !unechoedNames.isEmpty }

    /// Records `name` as read without echo.
    func readWithoutEcho(_ name: String) {
        if !name.isEmpty { unechoedNames.append(name) }
    }

    /// `text` with every name read without echo replaced by "…" where it stands as a word of its
    /// own (a name that is part of a longer word is left: it shows nothing by itself).
    func masked(_ text: String) -> String {
        unechoedNames.reduce(text) { text, name in
            let pattern = "(?<![\\p{L}\\p{N}])" + NSRegularExpression.escapedPattern(for: name) + "(?![\\p{L}\\p{N}])"
            guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
            return expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "…")
        }
    }


    /// The data directory.
    var dataDirectory: DataDirectory { session.dataDirectory }

    /// The brand: `--brand FILE`, else the built-in one (loaded, and checked, before any command runs).
    func brand() -> Brand { session.brand }

    /// Prints a result: the JSON object with `--json`, else the human text.
    func emit(_ value: JSONValue, _ human: @autoclosure () -> String) {
        if json {
            console.out(value.serialized() + "\n")
        } else {
            // Human text carries data (names, bios, contacts): no control character reaches the terminal.
            let text = SafeText.forTerminal(masked(human()))
            if !text.isEmpty { console.out(text.hasSuffix("\n") ? text : text + "\n") }
        }
    }

    /// The positional word at `index` (after the subcommand words), or a usage error naming the
    /// words before it: "Missing the command after "threshold profiles"."
    func word(_ index: Int, usage: String) throws(UsageError) -> String {
        guard index < arguments.words.count else {
            let before = (["threshold"] + arguments.words.prefix(index)).joined(separator: " ")
            throw UsageError(tr("Missing the command after \"{command}\". Usage: {usage}",
                                ["command": .text(SafeText.echo(before)), "usage": .text(usage)]))
        }
        return arguments.words[index]
    }

    /// ``word(_:usage:)`` as the lock and migrate commands call it; `what` (English) is not shown.
    func word(_ index: Int, _ what: String, usage: String) throws(UsageError) -> String {
        try word(index, usage: usage)
    }

    /// The usage error for a word that names no command of the group (the words before it).
    func unknownCommand(_ action: String, usage: String) -> UsageError {
        UsageError(UsageErrorText.unknownCommand(action, group: arguments.words.prefix(1).joined(), usage: usage))
    }

    /// Throws unless exactly `count` words were given.
    func expectWords(_ count: Int, usage: String) throws(UsageError) {
        try expectAtMostWords(count, usage: usage)
        if arguments.words.count < count { throw UsageError(tr("Missing argument. Usage: {usage}", ["usage": .text(usage)])) }
    }

    /// A profile's NAME: the word at `index`, or, when it was left off, read before any password
    /// with ``SecretInput/readValue(prompt:)`` (a no-echo prompt on a terminal, else the next line
    /// of standard input), so that a hidden profile's name stays out of argv and shell history.
    func profileName(at index: Int, usage: String) throws(UsageError) -> String {
        try expectAtMostWords(index + 1, usage: usage)
        if index < arguments.words.count { return arguments.words[index] }
        guard let name = secrets.readValue(prompt: tr("Profile name (not shown): ")) else {
            throw UsageError(tr("Missing the profile's name: give NAME, or leave it off and type it at the prompt on a terminal, or give it on a line of standard input (after the passcode, before the password). Usage: {usage}", ["usage": .text(usage)]))
        }
        guard !name.isEmpty else {
            throw UsageError(tr("The profile name read from standard input is empty. Usage: {usage}", ["usage": .text(usage)]))
        }
        readWithoutEcho(name)
        return name
    }

    /// Throws unless at most `count` words were given (the last one optional).
    func expectAtMostWords(_ count: Int, usage: String) throws(UsageError) {
        if arguments.words.count > count {
            throw UsageError(tr("Unexpected argument \"{argument}\". Usage: {usage}",
                                ["argument": .text(SafeText.echo(arguments.words[count])), "usage": .text(usage)]))
        }
    }

    /// Reads the one secret a command needs, or explains how to give it: with a `--…-stdin` option
    /// standard input ran out of lines before it (issue 35: `chats list --hidden --password-stdin`
    /// given one line read it as the name, then said to use --password-stdin, which was given).
    func requireSecret(_ prompt: String, for command: String) throws(UsageError) -> String {
        guard let secret = secrets.read(prompt: prompt) else {
            if arguments.has("password-stdin") || arguments.has("passcode-stdin") {
                throw UsageError(tr("Standard input ended before the password that '{command}' needs. Give one value per line, in this order: the app-lock passcode (when the lock is on), the profile's name (when NAME is left off), then the password.", ["command": .text(command)]))
            }
            throw UsageError(tr("'{command}' needs a password: type it at the prompt on a terminal, or give it on a line of standard input with --password-stdin.", ["command": .text(command)]))
        }
        return secret
    }

    /// The command's words as typed (`chats list`), for a message that names it.
    var commandName: String { arguments.words.prefix(2).joined(separator: " ") }

    /// How a command names a profile: with `--password-stdin` the next secret line is the hidden
    /// profile's password; on a terminal a name that is not visible asks for one.
    func profileRef(_ name: String) throws -> ProfileRef {
        if arguments.has("password-stdin") {
            return ProfileRef(name, password: try requireSecret("", for: commandName))
        }
        if secrets.isInteractive, try !session.isVisibleProfileName(name) {
            // A name typed without echo is not shown in the prompt either (issue 33).
            let prompt = nameReadWithoutEcho ? PromptText.password
                : tr("Password (only if \"{name}\" is a hidden profile): ", ["name": .user(name)])
            let password = secrets.read(prompt: prompt) ?? ""
            return ProfileRef(name, password: password.isEmpty ? nil : password)
        }
        return ProfileRef(name)
    }
}
