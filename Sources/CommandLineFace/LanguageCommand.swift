import Features

/// `threshold language [CODE|system]`: shows or stores the language setting.
enum LanguageCommand {
    static let usage = "threshold language [CODE|system]"

    static func run(_ c: CommandContext) throws {
        try c.expectAtMostWords(2, usage: usage)
        if c.arguments.words.count == 2 {
            try c.session.setLanguageSetting(c.arguments.words[1], library: Texts.library(environment: c.environment))
        }
        let setting = try c.session.languageSetting()
        let translator = c.session.translator(environment: c.environment, flag: c.arguments.options["lang"])
        Texts.with(translator) {
            let human = setting.map { tr("Language: {language} (chosen in Threshold; 'threshold language system' follows LANG again).",
                                         ["language": .text(LanguageChoice.endonym($0))]) }
                ?? tr("Language: {language} (from the environment: LANGUAGE, LC_ALL, LC_MESSAGES, LANG).",
                      ["language": .text(LanguageChoice.endonym(translator.language))])
            c.emit(.object([("language", .string(translator.language)), ("setting", setting.map(JSONValue.string) ?? .null),
                            ("direction", .string(translator.direction.rawValue)),
                            ("available", .array((Texts.library(environment: c.environment).choosable + [PseudoLocale.code]).map(JSONValue.string)))]),
                   human)
        }
    }
}
