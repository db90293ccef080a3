import Features

/// `threshold check`: every page of the data read and authenticated, then the structure checked
/// (``DataCheck``); exit 1 when anything is damaged, with the damaged pages named.
enum CheckCommand {
    static let usage = "threshold check"

    static func run(_ c: CommandContext) throws {
        try c.expectWords(1, usage: usage)
        let check = try c.session.checkData()
        var lines = [check.summary]
        lines += check.structureProblems.map { "  " + SafeText.forTerminal($0) }
        c.emit(.object([("sound", .bool(check.isSound)), ("pages", .int(check.pageCount)),
                        ("damaged", .int(check.damagedCount)), ("damagedPages", .array(check.damagedPages.map { .int($0) })),
                        ("structureProblems", .array(check.structureProblems.map(JSONValue.string)))]),
               lines.joined(separator: "\n"))
        if !check.isSound { c.exitStatus = 1 }
    }
}
