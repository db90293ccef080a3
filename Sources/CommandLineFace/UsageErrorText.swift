import Features

/// The command line's usage errors, each one whole text with its parts as placeholders (the
/// unknown word, the suggestion, the usage), so a language can order them and no space is glued
/// between two translated sentences in code.
enum UsageErrorText {
    /// A first word that names no command.
    static func unknownCommand(_ word: String, suggestion: String?) -> String {
        let command = TextArgument.text(SafeText.echo(word))
        guard let suggestion else { return tr("Unknown command \"{command}\". Run 'threshold --help' for the list.", ["command": command]) }
        return tr("Unknown command \"{command}\". Did you mean \"{suggestion}\"? Run 'threshold --help' for the list.",
                  ["command": command, "suggestion": .text(suggestion)])
    }

    /// A word that names no command of `group`, with the group's commands (one per line) below.
    static func unknownCommand(_ word: String, group: String, suggestion: String?, choices: String) -> String {
        let arguments: [String: TextArgument] = ["group": .text(group), "command": .text(SafeText.echo(word)), "choices": .text(choices)]
        guard let suggestion else { return tr("Unknown {group} command \"{command}\". Usage:\n{choices}", arguments) }
        return tr("Unknown {group} command \"{command}\". Did you mean \"{suggestion}\"? Usage:\n{choices}",
                  arguments.merging(["suggestion": .text(suggestion)]) { $1 })
    }

    /// A word that names no command of `group`, with the group's usage line.
    static func unknownCommand(_ word: String, group: String, usage: String) -> String {
        tr("Unknown {group} command \"{command}\". Usage: {usage}",
           ["group": .text(group), "command": .text(SafeText.echo(word)), "usage": .text(usage)])
    }

    /// An option no command takes.
    static func unknownOption(_ name: String, suggestion: String?) -> String {
        let option = TextArgument.text(SafeText.echo(name))
        guard let suggestion else { return tr("Unknown option --{option}. Run 'threshold --help' for the list.", ["option": option]) }
        return tr("Unknown option --{option}. Did you mean --{suggestion}? Run 'threshold --help' for the list.",
                  ["option": option, "suggestion": .text(suggestion)])
    }

    /// An option this command does not take.
    static func optionNotTaken(_ name: String, command: String, suggestion: String?, usage: String) -> String {
        let arguments: [String: TextArgument] = ["command": .text(command), "option": .text(SafeText.echo(name)), "usage": .text(usage)]
        guard let suggestion else { return tr("'{command}' does not take --{option}. Usage: {usage}", arguments) }
        return tr("'{command}' does not take --{option}. Did you mean --{suggestion}? Usage: {usage}",
                  arguments.merging(["suggestion": .text(suggestion)]) { $1 })
    }
}
