import Features

/// One command of the command line, declared once: its words, arguments, options and summary.
/// The usage text, `--help` of each command, the options a command accepts and "did you mean"
/// are all derived from ``CommandCatalog/all``.
struct CommandSpec: Sendable, Equatable {
    /// The command's words, e.g. `["profiles", "create"]`.
    let path: [String]
    /// The positional arguments as shown, e.g. `NAME`.
    let arguments: String
    /// Its own options as shown, e.g. `--bio TEXT` (global ones are not repeated).
    let options: [String]
    /// What it does, in one line, in the current language: read when help is shown, so a run
    /// that shows no help never loads a catalog for it.
    var summary: String { makeSummary() }
    private let makeSummary: @Sendable () -> String

    init(_ path: String, _ arguments: String = "", options: [String] = [],
         summary: @escaping @autoclosure @Sendable () -> String) {
        self.path = path.split(separator: " ").map(String.init)
        self.arguments = arguments
        self.options = options
        makeSummary = summary
    }

    /// Two specs are the same command (the summary follows from it).
    static func == (a: CommandSpec, b: CommandSpec) -> Bool {
        a.path == b.path && a.arguments == b.arguments && a.options == b.options
    }

    /// The command's name, e.g. `profiles create`.
    var name: String { path.joined(separator: " ") }
    /// The names of its options, without dashes.
    var optionNames: Set<String> { Set(options.map { String($0.dropFirst(2).prefix { $0 != " " }) }) }
    /// `threshold profiles create NAME [--bio TEXT]`.
    var usage: String {
        (["threshold", name, arguments] + options.map { "[\($0)]" }).filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// Every command, and what is derived from the list.
enum CommandCatalog {
    /// Options every command takes.
    static let global: Set<String> = ["data-dir", "brand", "theme", "lang", "plain", "json", "passcode-stdin", "help", "version"]

    static let all: [CommandSpec] = [
        CommandSpec("profiles list", options: ["--password-stdin"], summary: tr("List the visible profiles (with a password, the hidden ones it opens too).")),
        CommandSpec("profiles create", "NAME", options: ["--bio TEXT", "--image FILE"], summary: tr("Create a profile; it becomes active.")),
        CommandSpec("profiles activate", "[NAME]", options: ["--password-stdin"], summary: tr("Make a profile the active one.")),
        CommandSpec("profiles update", "[NAME]", options: ["--name N", "--name-stdin", "--bio B", "--bio-stdin", "--image FILE", "--no-image", "--password-stdin"], summary: tr("Change a profile's name (--name-stdin: the new name from standard input), bio (--bio-stdin: from standard input, after the name) and/or picture (--image FILE, a PNG or JPEG; --no-image removes it).")),
        CommandSpec("profiles mute", "[NAME]", options: ["--password-stdin"], summary: tr("Stop a profile's notifications.")),
        CommandSpec("profiles unmute", "[NAME]", options: ["--password-stdin"], summary: tr("Let a profile notify again.")),
        CommandSpec("profiles hide", "NAME", options: ["--password-stdin"], summary: tr("Hide a profile behind a password.")),
        CommandSpec("profiles unhide", "[NAME]", options: ["--password-stdin"], summary: tr("Make a hidden profile visible again.")),
        CommandSpec("profiles reveal", options: ["--password-stdin"], summary: tr("List the profiles a password reveals.")),
        CommandSpec("profiles delete", "[NAME]", options: ["--server-data", "--yes", "--password-stdin"], summary: tr("Delete a profile (and with --server-data its server queues).")),
        CommandSpec("chats list", options: ["--hidden", "--password-stdin"],
                    summary: tr("List the active profile's chats (--hidden: a hidden profile's, opened by its name and password, asked without echo or read from standard input with --password-stdin).")),
        CommandSpec("chats read", "NAME", options: ["--hidden", "--password-stdin"],
                    summary: tr("Show a chat of the active profile (its messages) and mark it read (--hidden: of a hidden profile, as for 'chats list').")),
        CommandSpec("onboarding status", summary: tr("Show which onboarding steps are done and which is next.")),
        CommandSpec("onboarding reset", summary: tr("Clear onboarding progress.")),
        CommandSpec("operators list", summary: tr("List the server operators and their conditions.")),
        CommandSpec("operators accept", "ID...", summary: tr("Accept the conditions for these operators (enables exactly them).")),
        CommandSpec("conditions show", summary: tr("Print the conditions of use.")),
        CommandSpec("notifications mode", "[instant|periodic|off]", summary: tr("Show or choose the notification mode.")),
        CommandSpec("whats-new", options: ["--all"], summary: tr("Show what's new since you last looked (--all: every version).")),
        CommandSpec("migrate export", options: ["--to FILE", "--serve", "--timeout SECONDS"], summary: tr("Export all data into an encrypted archive; prints the link (and its QR code on a terminal). With --serve, send it once, directly, to a device on this network.")),
        CommandSpec("migrate import", "[LINK]", options: ["--archive FILE", "--replace", "--without-lock"], summary: tr("Import an archive made on another device; paste the link when asked (or give it on standard input).")),
        CommandSpec("migrate finalize", options: ["--delete-local", "--yes"], summary: tr("After migrating: keep this device, or delete its data.")),
        CommandSpec("lock status", summary: tr("Show the app lock's settings.")),
        CommandSpec("lock set", options: ["--rekey"], summary: tr("Set or change the passcode; --rekey (asked on a terminal) also re-encrypts all data under a new key.")),
        CommandSpec("lock recovery-key", "[clear]", summary: tr("Make a recovery key (shown once, stored nowhere) that opens the data if the passcode or keyring entry is lost; clear removes it.")),
        CommandSpec("lock recover", "passcode|keyring|keyfile", options: ["--recovery-stdin"], summary: tr("Open the data with the recovery key and protect it again at the level given.")),
        CommandSpec("lock rekey", summary: tr("Re-encrypt all data under a new key (if the passcode or threshold.key may have leaked).")),
        CommandSpec("lock clear", summary: tr("Turn the passcode off.")),
        CommandSpec("lock self-destruct set", "[NAME]", summary: tr("Set the self-destruct passcode and the profile left after a wipe (without NAME: the name from standard input, after the passcode).")),
        CommandSpec("lock self-destruct clear", summary: tr("Remove the self-destruct passcode.")),
        CommandSpec("lock wipe-after", "N|off", summary: tr("Wipe all data after N wrong passcodes in a row.")),
        CommandSpec("lock level", "keyring|keyfile", summary: tr("Keep the database key in the desktop keyring or a key file (with the passcode off).")),
        CommandSpec("language", "[CODE|system]", summary: tr("Show or choose the language ({languages}; system: from LANGUAGE/LANG).", ["languages": .text(SettingsText.languageCodes)])),
        CommandSpec("check", summary: tr("Read and check every page of the data (nothing is written); damage is named with its pages, exit 1.")),
        CommandSpec("outbox list", summary: tr("List the server requests still owed.")),
        CommandSpec("outbox flush", summary: tr("Send the owed requests now.")),
        CommandSpec("dev seed", options: ["--profiles N", "--chats M", "--messages K", "--server URL"], summary: tr("Create demo data.")),
        CommandSpec("dev receive", "TEXT", options: ["--profile P", "--chat C", "--queue Q", "--server URL", "--password-stdin"],
                    summary: tr("Receive a message as if from a contact (by --profile and --chat, or by server --queue as the messaging layer does).")),
        CommandSpec("dev dump", summary: tr("Print every row of every table as the database key reads it (the passcode holder's view).")),
    ]

    /// The commands whose words start with `words`.
    static func matching(_ words: [String]) -> [CommandSpec] {
        all.filter { Array($0.path.prefix(words.count)) == Array(words.prefix($0.path.count)) }
    }

    /// The command `words` name (the longest path that prefixes them), if any.
    static func spec(for words: [String]) -> CommandSpec? {
        all.filter { words.starts(with: $0.path) }.max { $0.path.count < $1.path.count }
    }

    /// The usage lines of `specs`.
    static func usage(_ specs: [CommandSpec]) -> String {
        specs.map { "  " + $0.usage }.joined(separator: "\n")
    }

    /// `threshold WORDS --help`: the matching commands with their summaries, or nil when the words
    /// name nothing.
    static func help(for words: [String]) -> String? {
        let specs = matching(words.filter { !$0.hasPrefix("-") })
        guard !specs.isEmpty else { return nil }
        var notes: [String] = []
        if specs.contains(where: { $0.arguments == "[LINK]" }) { notes.append(linkNote) }
        if specs.contains(where: { $0.arguments == "[NAME]" }) { notes.append(nameNote) }
        return specs.map { "\($0.usage)\n    \($0.summary)" }.joined(separator: "\n")
            + notes.map { "\n\n" + $0 }.joined()
            + "\n\n" + tr("Options for every command: --data-dir DIR, --brand FILE, --json, --passcode-stdin.")
    }

    /// Why and how the migration link stays off the command line.
    static var linkNote: String {
        tr("Leave LINK off: the link holds the archive's key, and a command line can be read by other users (through /proc) and is kept in shell history. Without LINK it is asked for at a no-echo prompt on a terminal, or read from the first line of standard input (after the passcode with --passcode-stdin).")
    }

    /// Why and how a profile's name stays off the command line.
    static var nameNote: String {
        tr("NAME may be a hidden profile's: leave it off to keep it out of the process list and shell history. It is then asked for at a no-echo prompt on a terminal, or read from a line of standard input: after the passcode (with --passcode-stdin), before the password (with --password-stdin).")
    }

    /// Throws a usage error, with the nearest known word as a suggestion, unless the words name a
    /// command and every option given is one it takes.
    static func check(_ arguments: Arguments) throws(UsageError) {
        let words = arguments.words
        guard !words.isEmpty else { return }
        var depth = 0
        var candidates = all
        // Walk the words while they choose among commands: an unknown one is "did you mean".
        while true {
            let choices = candidates.filter { $0.path.count > depth }
            let names = Array(Set(choices.map { $0.path[depth] })).sorted()
            if choices.isEmpty || candidates.contains(where: { $0.path.count == depth }) { break }
            guard depth < words.count else { break }
            let word = words[depth]
            guard names.contains(word) else {
                let suggestion = Suggestion.nearest(to: word, among: names)
                throw UsageError(depth == 0 ? UsageErrorText.unknownCommand(word, suggestion: suggestion)
                    : UsageErrorText.unknownCommand(word, group: words.prefix(depth).joined(separator: " "), suggestion: suggestion,
                                                    choices: CommandCatalog.usage(choices)))
            }
            candidates = choices.filter { $0.path[depth] == word }
            depth += 1
        }
        guard let spec = spec(for: words) else { return }
        let allowed = global.union(spec.optionNames)
        for name in arguments.flags.union(arguments.options.keys).sorted() where !allowed.contains(name) {
            throw UsageError(UsageErrorText.optionNotTaken(name, command: spec.name, suggestion: Suggestion.nearest(to: name, among: Array(spec.optionNames)),
                                                           usage: spec.usage))
        }
    }
}

/// "Did you mean": the known word nearest to a mistyped one, when it is near enough.
enum Suggestion {
    /// The entry of `candidates` at the smallest edit distance from `word`, if that distance is at
    /// most a third of the word's length (and at least 1 or 2 for short words).
    static func nearest(to word: String, among candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }), best.1 <= limit else { return nil }
        return best.0
    }

    /// Levenshtein distance (insertions, deletions, substitutions), on characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
