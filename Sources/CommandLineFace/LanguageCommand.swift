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
        Texts.with(translator) {
            // The language the texts are in (the flag's over the setting's) and where it came from.
            let human = SettingsText.languageInEffect(translator.language, source: source)
            c.emit(.object([("language", .string(translator.language)), ("setting", setting.map(JSONValue.string) ?? .null),
                            ("source", .string(source.name)),
                            ("direction", .string(translator.direction.rawValue)),
                            ("available", .array((Texts.library(environment: c.environment).choosable + [PseudoLocale.code]).map(JSONValue.string)))]),
                   human)
        }
    }
}
