import Foundation

extension BrandDecoder {
    func logo(_ node: JSONNode, _ path: String) -> LogoArt? {
        guard let fields = object(node, path, known: ["light", "dark"]) else { return nil }
        let light = fields.required("light").flatMap { strings($0.node, $0.path, allowEmptyItems: true) }
        let dark = fields.required("dark").flatMap { strings($0.node, $0.path, allowEmptyItems: true) }
        guard let light, let dark else { return nil }
        return LogoArt(light: light, dark: dark)
    }

    func accent(_ node: JSONNode, _ path: String) -> AccentColors? {
        guard let fields = object(node, path, known: ["light", "dark"]) else { return nil }
        let light = fields.required("light").flatMap { color($0.node, $0.path) }
        let dark = fields.required("dark").flatMap { color($0.node, $0.path) }
        guard let light, let dark else { return nil }
        return AccentColors(light: light, dark: dark)
    }

    func color(_ node: JSONNode, _ path: String) -> RGBColor? {
        guard let text = string(node, path, allowEmpty: true) else { return nil }
        guard let color = RGBColor(hex: text) else {
            report(node.position, path, .badColor, "bad color \(Self.quoted(text)) (expected #RRGGBB)", values: [text])
            return nil
        }
        return color
    }

    func highlights(_ node: JSONNode, _ path: String) -> [Highlight]? {
        guard let elements = array(node, path, nonEmpty: true) else { return nil }
        var out: [Highlight] = []
        for (i, element) in elements.enumerated() {
            let itemPath = Self.index(path, i)
            guard let fields = object(element, itemPath, known: ["title", "text"]) else { continue }
            let title = fields.required("title").flatMap { self.text($0.node, $0.path, key: "highlights.\(i).title") }
            let text = fields.required("text").flatMap { self.text($0.node, $0.path, key: "highlights.\(i).text") }
            if let title, let text { out.append(Highlight(title: title, text: text)) }
        }
        return out.count == elements.count ? out : nil
    }

    static let operatorKeys = ["id", "tag", "tradeName", "legalName", "serverDomains", "roles"]

    func operators(_ node: JSONNode, _ path: String) -> [ServerOperator]? {
        guard let elements = array(node, path) else { return nil }
        var out: [ServerOperator] = []
        var seenIDs: Set<String> = []
        for (i, element) in elements.enumerated() {
            let itemPath = Self.index(path, i)
            guard let fields = object(element, itemPath, known: Self.operatorKeys) else { continue }
            var id: String?
            if let (idNode, idPath) = fields.required("id"), let text = string(idNode, idPath) {
                if !Self.isIdentifier(text, allowUpper: false) {
                    report(idNode.position, idPath, .invalidValue,
                           "invalid operator id \(Self.quoted(text)) (use a-z, 0-9 and '-', starting with a letter or digit)",
                           values: [text, BrandValueRule.operatorID.rawValue])
                } else if !seenIDs.insert(text).inserted {
                    report(idNode.position, idPath, .duplicateOperator, "duplicate operator id \(Self.quoted(text))", values: [text])
                } else {
                    id = text
                }
            }
            let tag = fields.required("tag").flatMap { string($0.node, $0.path) }
            let tradeName = fields.required("tradeName").flatMap {
                text($0.node, $0.path, key: "operators.\(id ?? "#\(i)").tradeName")
            }
            let legalName = fields.required("legalName").flatMap {
                text($0.node, $0.path, key: "operators.\(id ?? "#\(i)").legalName")
            }
            let domains = fields.required("serverDomains").flatMap { self.domains($0.node, $0.path) }
            let roles = fields.required("roles").flatMap { self.roles($0.node, $0.path) }
            if let id, let tag, let tradeName, let legalName, let domains, let roles {
                out.append(ServerOperator(id: id, tag: tag, tradeName: tradeName, legalName: legalName,
                                          serverDomains: domains, roles: roles))
            }
        }
        return out.count == elements.count ? out : nil
    }

    func domains(_ node: JSONNode, _ path: String) -> [String]? {
        guard let elements = array(node, path, nonEmpty: true) else { return nil }
        var out: [String] = []
        for (i, element) in elements.enumerated() {
            let itemPath = Self.index(path, i)
            guard let text = string(element, itemPath) else { continue }
            guard Self.isDomain(text) else {
                report(element.position, itemPath, .invalidValue, "invalid server domain \(Self.quoted(text))",
                       values: [text, BrandValueRule.serverDomain.rawValue])
                continue
            }
            out.append(text)
        }
        return out.count == elements.count ? out : nil
    }

    func roles(_ node: JSONNode, _ path: String) -> [OperatorRole]? {
        guard let elements = array(node, path) else { return nil }
        var out: [OperatorRole] = []
        let expected = OperatorRole.allCases.map(\.rawValue).joined(separator: ", ")
        for (i, element) in elements.enumerated() {
            let itemPath = Self.index(path, i)
            guard let text = string(element, itemPath, allowEmpty: true) else { continue }
            guard let role = OperatorRole(rawValue: text) else {
                report(element.position, itemPath, .unknownRole,
                       "unknown role \(Self.quoted(text)) (expected one of: \(expected))", values: [text, expected])
                continue
            }
            guard !out.contains(role) else {
                report(element.position, itemPath, .duplicateRole, "duplicate role \(Self.quoted(text))", values: [text])
                continue
            }
            out.append(role)
        }
        return out.count == elements.count ? out : nil
    }

    func conditions(_ node: JSONNode, _ path: String) -> ConditionsDocument? {
        guard let fields = object(node, path, known: ["version", "text", "path"]) else { return nil }
        let version = fields.required("version").flatMap { string($0.node, $0.path) }
        // Each of "text" and "path" is one value or an object of languages ("en" required).
        let text = fields.optional("text").flatMap { field in
            perLanguage(field.node, field.path) { string($0, $1).map(ConditionsDocument.Source.inline) }
        }
        let file = fields.optional("path").flatMap { field in
            perLanguage(field.node, field.path) { conditionsFile($0, $1) }
        }
        switch (fields.has("text"), fields.has("path")) {
        case (true, true):
            report(node.position, path, .invalidValue, "give either \"text\" or \"path\", not both")
            return nil
        case (false, false):
            report(node.position, Self.join(path, "text"), .missingField, "missing required field (or \"path\")")
            return nil
        default:
            break
        }
        guard let version, let sources = text ?? file,
              let source = sources[BrandTranslations.defaultLanguage] else { return nil }
        translations.setConditions(sources)
        if text != nil { return ConditionsDocument(version: version, source: source) }
        return ConditionsDocument(version: version, source: source,
                                  folder: baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// A conditions file path, relative to the brand file and staying inside its folder.
    private func conditionsFile(_ node: JSONNode, _ path: String) -> ConditionsDocument.Source? {
        guard let relative = string(node, path) else { return nil }
        if relative.hasPrefix("/") || relative.hasPrefix("~") {
            report(node.position, path, .invalidValue, "\(Self.quoted(relative)) must be relative to the brand file",
                   values: [relative, BrandValueRule.relativePath.rawValue])
            return nil
        }
        if !Self.staysInside(relative) {
            report(node.position, path, .invalidValue,
                   "\(Self.quoted(relative)) must stay inside the brand file's folder (no \"..\" above it)",
                   values: [relative, BrandValueRule.insideFolder.rawValue])
            return nil
        }
        let url = baseDirectory.map { $0.appendingPathComponent(relative) } ?? URL(fileURLWithPath: relative)
        return .file(path: relative, url: url.standardizedFileURL)
    }

    /// Whether a relative path never climbs above its starting folder ("a/../b" does not, "../b" does).
    static func staysInside(_ relative: String) -> Bool {
        var depth = 0
        for component in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                depth -= 1
                if depth < 0 { return false }
            default: depth += 1
            }
        }
        return true
    }

    func notifications(_ node: JSONNode, _ path: String) -> NotificationOffer? {
        guard let fields = object(node, path, known: ["modes", "periodicIntervalMinutes"]) else { return nil }
        var modes: [NotificationMode]? = NotificationMode.allCases
        if let (modesNode, modesPath) = fields.optional("modes"),
           let elements = array(modesNode, modesPath, nonEmpty: true) {
            var out: [NotificationMode] = []
            let expected = NotificationMode.allCases.map(\.rawValue).joined(separator: ", ")
            for (i, element) in elements.enumerated() {
                let itemPath = Self.index(modesPath, i)
                guard let text = string(element, itemPath, allowEmpty: true) else { continue }
                guard let mode = NotificationMode(rawValue: text) else {
                    report(element.position, itemPath, .unknownMode,
                           "unknown notification mode \(Self.quoted(text)) (expected one of: \(expected))", values: [text, expected])
                    continue
                }
                guard !out.contains(mode) else {
                    report(element.position, itemPath, .duplicateMode, "duplicate notification mode \(Self.quoted(text))", values: [text])
                    continue
                }
                out.append(mode)
            }
            modes = out.count == elements.count ? out : nil
        } else if fields.has("modes") {
            modes = nil
        }
        var interval: Int? = NotificationOffer.defaultPeriodicIntervalMinutes
        if let (intervalNode, intervalPath) = fields.optional("periodicIntervalMinutes") {
            interval = integer(intervalNode, intervalPath, in: 1...1440)
        }
        guard let modes, let interval else { return nil }
        return NotificationOffer(modes: modes, periodicIntervalMinutes: interval)
    }

    func whatsNew(_ node: JSONNode, _ path: String) -> [WhatsNewEntry]? {
        guard let elements = array(node, path) else { return nil }
        var out: [WhatsNewEntry] = []
        for (i, element) in elements.enumerated() {
            let itemPath = Self.index(path, i)
            guard let fields = object(element, itemPath, known: ["version", "title", "items"]) else { continue }
            var version: AppVersion?
            if let (versionNode, versionPath) = fields.required("version"), let text = string(versionNode, versionPath) {
                if let parsed = AppVersion(text) {
                    if out.contains(where: { $0.version == parsed }) {
                        report(versionNode.position, versionPath, .duplicateVersion, "duplicate version \(Self.quoted(text))", values: [text])
                    } else {
                        version = parsed
                    }
                } else {
                    report(versionNode.position, versionPath, .badVersion,
                           "bad version \(Self.quoted(text)) (expected numbers separated by dots, e.g. \"1.2.0\")", values: [text])
                }
            }
            let key = "whatsNew.\(version?.description ?? "#\(i)")"
            let title = fields.required("title").flatMap { text($0.node, $0.path, key: "\(key).title") }
            let items = fields.required("items").flatMap { textList($0.node, $0.path, key: "\(key).items") }
            if let version, let title, let items {
                out.append(WhatsNewEntry(version: version, title: title, items: items))
            }
        }
        return out.count == elements.count ? out : nil
    }

    func steps(_ node: JSONNode, _ path: String) -> [BrandStep]? {
        guard let elements = array(node, path, nonEmpty: true) else { return nil }
        var out: [BrandStep] = []
        var ids: Set<String> = []
        let stockList = StockStep.allCases.map(\.rawValue).joined(separator: ", ")
        for (i, element) in elements.enumerated() {
            let itemPath = Self.index(path, i)
            var step: BrandStep?
            switch element.value {
            case .string(let text):
                if let stock = StockStep(rawValue: text) {
                    step = .stock(stock, version: 1)
                } else {
                    report(element.position, itemPath, .unknownStep,
                           "unknown step \(Self.quoted(text)) (expected one of: \(stockList), or an info step object)",
                           values: [text, stockList])
                }
            case .object:
                step = stepObject(element, itemPath, stockList: stockList)
            default:
                wrongType(element, itemPath, .stringOrObject)
            }
            guard let step else { continue }
            guard ids.insert(step.id).inserted else {
                report(element.position, itemPath, .duplicateStep, "duplicate step \(Self.quoted(step.id))", values: [step.id])
                continue
            }
            out.append(step)
        }
        guard out.count == elements.count else { return nil }
        if !ids.contains(StockStep.createProfile.rawValue) {
            report(node.position, path, .missingStep, "the createProfile step is required")
            return nil
        }
        return out
    }

    private func stepObject(_ node: JSONNode, _ path: String, stockList: String) -> BrandStep? {
        guard case .object(let members) = node.value else { return nil }
        let isInfo = members.contains { $0.key == "type" && $0.value.value == .string("info") }
        let known = isInfo ? ["type", "id", "title", "body", "version", "required"] : ["type", "id", "version"]
        guard let fields = object(node, path, known: known) else { return nil }
        if let (typeNode, typePath) = fields.optional("type"), let type = string(typeNode, typePath),
           type != "info", type != "stock" {
            report(typeNode.position, typePath, .invalidValue,
                   "unknown step type \(Self.quoted(type)) (expected one of: stock, info)",
                   values: [type, BrandValueRule.stepType.rawValue])
            return nil
        }
        let version = fields.optional("version").map { integer($0.node, $0.path, in: 1...1_000_000) } ?? 1
        guard let (idNode, idPath) = fields.required("id"), let id = string(idNode, idPath) else { return nil }
        if isInfo {
            let title = fields.required("title").flatMap { text($0.node, $0.path, key: "steps.\(id).title") }
            let body = fields.required("body").flatMap { text($0.node, $0.path, key: "steps.\(id).body") }
            let required = fields.optional("required").map { bool($0.node, $0.path) } ?? false
            if StockStep(rawValue: id) != nil {
                report(idNode.position, idPath, .invalidValue,
                       "\(Self.quoted(id)) is a stock step id; an info step needs its own id",
                       values: [id, BrandValueRule.stockStepID.rawValue])
                return nil
            }
            if !Self.isIdentifier(id, allowUpper: true) {
                report(idNode.position, idPath, .invalidValue,
                       "invalid step id \(Self.quoted(id)) (use letters, digits, '-' and '_', starting with a letter)",
                       values: [id, BrandValueRule.stepID.rawValue])
                return nil
            }
            guard let title, let body, let version, let required else { return nil }
            return .info(InfoStep(id: id, title: title, body: body, version: version, isRequired: required))
        }
        guard let stock = StockStep(rawValue: id) else {
            report(idNode.position, idPath, .unknownStep,
                   "unknown step \(Self.quoted(id)) (expected one of: \(stockList), or an info step object)",
                   values: [id, stockList])
            return nil
        }
        guard let version else { return nil }
        return .stock(stock, version: version)
    }

    static func isIdentifier(_ text: String, allowUpper: Bool) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, scalars.count <= 64 else { return false }
        func lower(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) }
        func upper(_ s: Unicode.Scalar) -> Bool { ("A"..."Z").contains(s) }
        func digit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
        if allowUpper {
            guard lower(first) || upper(first) else { return false }
            return scalars.allSatisfy { lower($0) || upper($0) || digit($0) || $0 == "-" || $0 == "_" }
        }
        guard lower(first) || digit(first) else { return false }
        return scalars.allSatisfy { lower($0) || digit($0) || $0 == "-" }
    }

    /// A host name: dot-separated labels of letters, digits and '-', at least two labels.
    static func isDomain(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, text.utf8.count <= 253 else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.utf8.count <= 63 && label.first != "-" && label.last != "-"
                && label.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                }
        }
    }
}
