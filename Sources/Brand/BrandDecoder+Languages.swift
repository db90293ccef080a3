import Foundation

/// Per-language values (docs/brand.md, "Languages"): a text a person reads is either a string, its
/// default (English) value, or an object of language tags with a required `"en"`:
/// `{ "en": "The future of messaging", "de": "Die Zukunft des Messaging" }`.
extension BrandDecoder {
    /// A text a person reads, in one or several languages; returns the default value and records
    /// every value under `key` in ``translations``.
    func text(_ node: JSONNode, _ path: String, key: String) -> String? {
        if case .string = node.value {
            guard let value = string(node, path) else { return nil }
            translations.set(key, [BrandTranslations.defaultLanguage: value])
            return value
        }
        guard let values = perLanguage(node, path, { string($0, $1) }) else { return nil }
        translations.set(key, values)
        return values[BrandTranslations.defaultLanguage]
    }

    /// A non-empty list of texts: an array whose items are texts (each a string or an object of
    /// languages), or an object of languages whose values are arrays of strings, each as long as
    /// the `"en"` one (item i of one language translates item i of the others). Records item `i`
    /// under `key.i`.
    func textList(_ node: JSONNode, _ path: String, key: String) -> [String]? {
        switch node.value {
        case .array(let elements):
            guard !elements.isEmpty else {
                report(node.position, path, .emptyValue, "must not be empty")
                return nil
            }
            var out: [String] = []
            for (i, element) in elements.enumerated() {
                if let item = text(element, Self.index(path, i), key: "\(key).\(i)") { out.append(item) }
            }
            return out.count == elements.count ? out : nil
        case .object:
            var nodes: [String: (node: JSONNode, path: String)] = [:]
            guard let lists = perLanguage(node, path, { valueNode, valuePath -> [String]? in
                nodes[valuePath] = (valueNode, valuePath)
                return strings(valueNode, valuePath)
            }), let original = lists[BrandTranslations.defaultLanguage] else { return nil }
            var ok = true
            for (tag, list) in lists.sorted(by: { $0.key < $1.key }) where list.count != original.count {
                let valuePath = Self.join(path, tag)
                report(nodes[valuePath]?.node.position ?? node.position, valuePath, .lengthMismatch,
                       "has \(list.count) item\(list.count == 1 ? "" : "s"), but \"en\" has \(original.count) (one translation per item, in the same order)",
                       values: [String(list.count), String(original.count)])
                ok = false
            }
            guard ok else { return nil }
            for i in original.indices {
                translations.set("\(key).\(i)", lists.mapValues { $0[i] })
            }
            return original
        default:
            wrongType(node, path, .arrayOrLanguages)
            return nil
        }
    }

    /// One value (`decode` of the node itself, recorded as the default) or an object of language
    /// tags, each value decoded by `decode`; `"en"` is required. Every problem is reported; nil
    /// when there was one.
    func perLanguage<T>(_ node: JSONNode, _ path: String,
                        _ decode: (JSONNode, String) -> T?) -> [String: T]? {
        guard case .object(let members) = node.value else {
            if case .string = node.value {
                return decode(node, path).map { [BrandTranslations.defaultLanguage: $0] }
            }
            wrongType(node, path, .stringOrLanguages)
            return nil
        }
        var out: [String: T] = [:]
        var ok = true
        var seen: Set<String> = []
        for member in members {
            let memberPath = Self.join(path, member.key)
            if let problem = Self.languageTagProblem(member.key) {
                report(member.keyPosition, memberPath, .unknownLanguage, problem, values: [member.key])
                ok = false
            } else if !seen.insert(member.key).inserted {
                report(member.keyPosition, memberPath, .duplicateField, "duplicate language")
                ok = false
            } else if let value = decode(member.value, memberPath) {
                out[member.key] = value
            } else {
                ok = false
            }
        }
        if !seen.contains(BrandTranslations.defaultLanguage) {
            report(node.position, path, .missingDefault,
                   "missing the default \"en\" value (shown when none of the user's languages is given)")
            ok = false
        }
        return ok ? out : nil
    }

    /// Why `tag` is not a language tag a brand may use, or nil when it is: a language code known
    /// to ISO 639 (`de`, `fil`), optionally `_` and a region (`pt_BR`, `es_419`) or a script
    /// (`zh_Hant`): the form the app's language list uses (docs/languages.md).
    static func languageTagProblem(_ tag: String) -> String? {
        let parts = tag.split(separator: "_", omittingEmptySubsequences: false)
        let language = parts.first.map(String.init) ?? ""
        let wellFormed = (2...3).contains(language.count) && language.allSatisfy { $0.isASCII && $0.isLowercase }
            && parts.count <= 2 && (parts.count == 1 || isRegionOrScript(parts[1]))
        if wellFormed && knownLanguages.contains(language) { return nil }
        if wellFormed {
            return "unknown language tag \(quoted(tag)) (\(quoted(language)) is not an ISO 639 language code)"
        }
        if let canonical = canonicalTag(tag), canonical != tag, languageTagProblem(canonical) == nil {
            return "unknown language tag \(quoted(tag)) (write it as \(quoted(canonical)))"
        }
        return "unknown language tag \(quoted(tag)) (expected a language code such as \"de\", \"pt_BR\" or \"zh_Hant\")"
    }

    private static func isRegionOrScript(_ part: Substring) -> Bool {
        let letters = part.allSatisfy { $0.isASCII && $0.isLetter }
        if part.count == 2 { return letters && part.allSatisfy(\.isUppercase) }
        if part.count == 3 { return part.allSatisfy { $0.isASCII && $0.isNumber } }
        if part.count == 4, let first = part.first {
            return letters && first.isUppercase && part.dropFirst().allSatisfy(\.isLowercase)
        }
        return false
    }

    /// `pt-BR`, `PT_br`, `zh-hant` written the way the language list does: `pt_BR`, `zh_Hant`.
    private static func canonicalTag(_ tag: String) -> String? {
        let parts = tag.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let first = parts.first, (1...2).contains(parts.count) else { return nil }
        var out = first.lowercased()
        if parts.count == 2 {
            let second = parts[1]
            out += "_" + (second.count == 4 ? second.prefix(1).uppercased() + second.dropFirst().lowercased()
                                            : second.uppercased())
        }
        return out
    }

    /// Two- and three-letter ISO 639 codes, from Foundation's (ICU's) list.
    private static let knownLanguages: Set<String> = {
        Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))
    }()
}
