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
        let flag = c.arguments.options["lang"]
        let translator = c.session.translator(environment: c.environment, flag: flag)
        let source = LanguageSource(environment: c.environment, setting: setting, flag: flag)
        let library = Texts.library(environment: c.environment)
        Texts.with(translator) {
            // The language the texts are in (the flag's over the setting's) and where it came from,
            // then every language with its share translated, as Settings › Language lists them.
            let human = { () -> String in
                let lines = library.choosable.map { "  \($0)  " + SettingsText.languageName($0, library: library) }
                return ([SettingsText.languageInEffect(translator.language, source: source), SettingsText.languagesToChoose] + lines)
                    .joined(separator: "\n")
            }
            // `languages`: each code's name and coverage (a partial catalog from THRESHOLD_LOCALE_DIR
            // says how much of it is translated); `available` stays the plain list of codes.
            let languages = library.choosable.map { code -> JSONValue in
                let coverage = library.coverage(for: code)
                return .object([("code", .string(code)), ("name", .string(library.name(for: code))),
                                ("translated", coverage.map { .int($0.translated) } ?? .null),
                                ("total", coverage.map { .int($0.total) } ?? .null),
                                ("percent", coverage.map { .int($0.percent) } ?? .null),
                                ("complete", coverage.map { .bool($0.isComplete) } ?? .null)])
            }
            c.emit(.object([("language", .string(translator.language)), ("setting", setting.map(JSONValue.string) ?? .null),
                            ("source", .string(source.name)),
                            ("direction", .string(translator.direction.rawValue)),
                            ("available", .array((library.choosable + [PseudoLocale.code]).map(JSONValue.string))),
                            ("languages", .array(languages))]),
                   human())
        }
    }
}
