extension Brand {
    /// The brand as seen by someone who reads `languages`, most wanted first (the translator's
    /// list, e.g. `["pt_BR", "pt", "de", "en"]`): each text comes from the first listed language
    /// the brand file gives it in, text by text, else its default (English) value. The list is read
    /// up to `en`, the default's own tag. The conditions document is chosen the same way.
    ///
    /// What is not text stays as it is: operator ids, tags and domains, step ids and
    /// versions, what's new versions, the conditions version, logo and colors. The result keeps
    /// ``translations``, so it can be localized again for another list.
    ///
    /// - Parameter untranslated: applied to every text shown in its default value (the
    ///   pseudo-locale marks them this way); identity by default. Not applied to the conditions
    ///   document, which is read only when shown.
    public func localized(for languages: [String], untranslated: (String) -> String = { $0 }) -> Brand {
        let wanted = Array(languages.prefix { $0 != BrandTranslations.defaultLanguage })
        func pick(_ key: String, _ current: String) -> String {
            if let value = translations.value(key, in: wanted) { return value }
            return untranslated(translations.defaultValue(key) ?? current)
        }
        let highlights = self.highlights.enumerated().map { i, item in
            Highlight(title: pick("highlights.\(i).title", item.title), text: pick("highlights.\(i).text", item.text))
        }
        let operators = self.operators.map { op in
            ServerOperator(id: op.id, tag: op.tag, tradeName: pick("operators.\(op.id).tradeName", op.tradeName),
                           legalName: pick("operators.\(op.id).legalName", op.legalName), serverDomains: op.serverDomains, roles: op.roles)
        }
        let whatsNew = self.whatsNew.map { entry in
            let key = "whatsNew.\(entry.version)"
            return WhatsNewEntry(version: entry.version, title: pick("\(key).title", entry.title),
                                 items: entry.items.enumerated().map { i, item in pick("\(key).items.\(i)", item) })
        }
        let steps = self.steps.map { step -> BrandStep in
            guard case .info(let info) = step else { return step }
            return .info(InfoStep(id: info.id, title: pick("steps.\(info.id).title", info.title),
                                  body: pick("steps.\(info.id).body", info.body),
                                  version: info.version, isRequired: info.isRequired))
        }
        var conditions = self.conditions
        if let document = conditions {
            let source = wanted.lazy.compactMap { translations.conditions[$0] }.first
                ?? translations.conditions[BrandTranslations.defaultLanguage] ?? document.source
            conditions = ConditionsDocument(version: document.version, source: source, folder: document.folder)
        }
        return Brand(appName: pick("appName", appName), tagline: pick("tagline", tagline), logo: logo,
                     accentColors: accentColors, highlights: highlights, operators: operators,
                     conditions: conditions, notifications: notifications, whatsNew: whatsNew, steps: steps,
                     translations: translations)
    }
}
