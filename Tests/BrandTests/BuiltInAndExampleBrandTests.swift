import Foundation
import Testing
@testable import Brand

@Suite struct BuiltInAndExampleBrandTests {
    @Test func builtInBrandValidates() throws {
        let brand = try Brand.builtIn()
        #expect(brand.appName == "Threshold")
        #expect(brand.tagline == "The future of messaging")
        #expect(brand.highlights == [
            Highlight(title: "Privacy redefined", text: "No user identifiers."),
            Highlight(title: "Immune to spam", text: "You decide who can connect."),
            Highlight(title: "Decentralized", text: "Anybody can host servers."),
        ])
        #expect(brand.operators.map(\.tradeName) == ["Lumen Relay", "Harbor Servers"])
        let roles = Set(brand.operators.flatMap(\.roles))
        #expect(roles == Set(OperatorRole.allCases))
        #expect(brand.steps == [.stock(.welcome, version: 1), .stock(.createProfile, version: 1),
                                .stock(.conditions, version: 1), .stock(.notifications, version: 1)])
        #expect(brand.notifications == NotificationOffer(modes: [.instant, .periodic, .off], periodicIntervalMinutes: 10))
        #expect(brand.whatsNew.map(\.version.description) == ["0.1"])
        #expect(!brand.logo.light.isEmpty && !brand.logo.dark.isEmpty)
        #expect(brand.logo.light != brand.logo.dark)
        #expect(brand.accentColors.light.hex == "#2B59C3")
        let conditions = try #require(brand.conditions)
        #expect(conditions.version == "2026-01")
        let text = try conditions.loadText()
        #expect(text.hasPrefix("Threshold conditions of use"))
        #expect(text.components(separatedBy: "\n\n").count >= 4)
    }

    @Test func exampleBrandLoadsFromDiskAndValidates() throws {
        let url = examplesDirectory().appendingPathComponent("aurora-brand.json")
        let brand = try Brand.load(contentsOf: url)
        #expect(brand.appName == "Aurora Chat")
        #expect(brand.appName != (try Brand.builtIn()).appName)
        #expect(brand.accentColors.light.hex == "#1F8A70")
        #expect(brand.operators.map(\.id) == ["northlight"])
        #expect(brand.notifications.modes == [.periodic, .off])
        #expect(brand.notifications.periodicIntervalMinutes == 30)
        // Listed oldest first in the file; the model is newest first.
        #expect(brand.whatsNew.map(\.version.description) == ["2.1", "2.0"])
        #expect(brand.steps.map(\.id) == ["welcome", "teamTour", "createProfile", "conditions"])
        #expect(!brand.steps.contains { $0.id == StockStep.notifications.rawValue })
        guard case .info(let tour) = brand.steps[1] else {
            Issue.record("teamTour is not an info step")
            return
        }
        #expect(tour.title == "How your team uses Aurora")
        #expect(!tour.isRequired)
        #expect(brand.steps[3].version == 3)
        let conditions = try #require(brand.conditions)
        guard case .file(let path, _) = conditions.source else {
            Issue.record("conditions should come from a file")
            return
        }
        #expect(path == "aurora-conditions.md")
        #expect(try conditions.loadText().contains("Northlight Hosting"))
    }

    @Test func missingConditionsFileIsReportedWhenLoaded() throws {
        let text = validBrand.replacingOccurrences(of: #""text": "Be nice.""#, with: #""path": "nowhere.md""#)
        let brand = try Brand.parse(text, baseDirectory: URL(fileURLWithPath: "/nonexistent"))
        #expect(throws: BrandError.conditionsUnavailable(path: "nowhere.md", reason: "cannot be read")) {
            try brand.conditions?.loadText()
        }
    }

    /// A conditions file that leads out of the brand's folder through a symbolic link is refused
    /// when loaded; a path that goes down and back up inside the folder is fine.
    @Test func aConditionsFileStaysInsideTheBrandFolder() throws {
        let folder = NSTemporaryDirectory() + "brand-confine-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/docs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "Be kind.".write(toFile: folder + "/c.md", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/leak.md", withDestinationPath: "/etc/hostname")
        let base = URL(fileURLWithPath: folder)
        let inside = try Brand.parse(validBrand.replacingOccurrences(of: #""text": "Be nice.""#, with: #""path": "docs/../c.md""#),
                                     baseDirectory: base)
        #expect(try inside.conditions?.loadText() == "Be kind.")
        let leaking = try Brand.parse(validBrand.replacingOccurrences(of: #""text": "Be nice.""#, with: #""path": "leak.md""#),
                                      baseDirectory: base)
        #expect(throws: BrandError.conditionsUnavailable(path: "leak.md", reason: "lies outside the brand file's folder")) {
            try leaking.conditions?.loadText()
        }
    }

    @Test func builtInFileNameAppearsInDiagnostics() {
        #expect(Brand.builtInFileName == "builtin-brand.json")
    }
}
