import Foundation
import Testing
import TestSupport

@Suite struct OnboardingCommandTests {
    static var exampleBrand: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/aurora-brand.json").path
    }

    @Test func statusOnAFreshInstallAndAfterTheFirstProfile() throws {
        let cli = CLI()
        let fresh = try cli.run("onboarding", "status", "--json")
        #expect(fresh.status == 0)
        #expect(fresh.stdout.hasPrefix(#"{"needsOnboarding":true,"currentStep":"welcome","steps":[{"id":"welcome","version":1,"seen":0,"pending":true}"#))
        try cli.run("profiles", "create", "Ann")
        let (_, object) = try cli.json("onboarding", "status")
        #expect(object["currentStep"] as? String == "conditions")
        try cli.run("operators", "accept", "lumen", "harbor")
        #expect(try cli.json("onboarding", "status").object["currentStep"] as? String == "notifications",
                "accepting the conditions completes that step, as in the app")
        try cli.run("notifications", "mode", "off")
        #expect(try cli.json("onboarding", "status").object["needsOnboarding"] as? Bool == false)
        #expect(try cli.json("notifications", "mode").object["mode"] as? String == "off", "the choice is kept")
        #expect(try cli.run("onboarding", "reset", "--json").stdout == "{\"ok\":true}\n")
        #expect(try cli.json("onboarding", "status").object["needsOnboarding"] as? Bool == true)
    }

    @Test func aBrokenBrandIsAnErrorForEveryCommand() throws {
        let cli = CLI()
        let broken = cli.directory.path + "-brand.json"
        try Data("{\"appName\":".utf8).write(to: URL(fileURLWithPath: broken))
        for command in [["profiles", "list"], ["chats", "list"], ["lock", "status"], ["onboarding", "status"]] {
            #expect(try cli.errorCode(["--brand", broken] + command) == (1, "invalidBrand"), "\(command)")
        }
    }

    @Test func operatorsAcceptEnablesExactlyTheSelectedAndCoversEveryRole() throws {
        let cli = CLI()
        let listed = try cli.json("operators", "list")
        let operators = try #require(listed.object["operators"] as? [[String: Any]])
        #expect(operators.map { $0["id"] as? String } == ["lumen", "harbor"])
        #expect(operators.allSatisfy { $0["acceptedConditions"] is NSNull })
        let accepted = try cli.json("operators", "accept", "harbor")
        let after = try #require(accepted.object["operators"] as? [[String: Any]])
        #expect(after[0]["enabled"] as? Bool == false)
        #expect(after[1]["enabled"] as? Bool == true)
        #expect(after[1]["roles"] as? [String] == ["storage", "proxy"])
        #expect(after[1]["acceptedConditions"] as? String == "2026-01")
        #expect(try cli.errorCode("operators", "accept", "nobody") == (1, "unknownOperator"))
        #expect(try cli.errorCode("operators", "accept") == (2, "usage"))
    }

    @Test func notificationModesAndTheDeviceToken() throws {
        let cli = CLI()
        let noToken = try cli.run("notifications", "mode", "instant")
        #expect(noToken.status == 0)
        #expect(noToken.stderr.contains("No device token!"))
        let shown = try cli.json("notifications", "mode")
        #expect(shown.object["mode"] as? String == "instant")
        #expect(shown.object["tokenState"] as? String == "waitingForToken")
        let periodic = try BinaryRunner.run("threshold", ["--data-dir", cli.directory.path, "notifications", "mode", "periodic", "--json"],
                                            environment: ["THRESHOLD_DEVICE_TOKEN": "token-123"])
        #expect(periodic.stdout.contains(#""mode":"periodic","tokenState":"registered","intervalMinutes":10"#))
        #expect(try cli.errorCode("notifications", "mode", "loud") == (2, "usage"))
    }

    @Test func whatsNewIsNeverShownToANewUserAndStaysReachable() throws {
        let cli = CLI()
        #expect(try cli.json("whats-new").object["entries"] as? [Any] != nil)
        #expect((try cli.json("whats-new").object["entries"] as? [Any])?.isEmpty == true)
        let all = try cli.json("whats-new", "--all")
        let entries = try #require(all.object["entries"] as? [[String: Any]])
        #expect(entries.map { $0["version"] as? String } == ["0.1"])
    }

    @Test func conditionsShow() throws {
        let cli = CLI()
        let (status, object) = try cli.json("conditions", "show")
        #expect(status == 0)
        #expect(object["version"] as? String == "2026-01")
        #expect((object["text"] as? String)?.isEmpty == false)
    }

    @Test func aSecondBrandChangesTheFlowWithoutCodeChanges() throws {
        let cli = CLI()
        let result = try cli.run("--brand", Self.exampleBrand, "onboarding", "status", "--json")
        #expect(result.stdout.contains(#""steps":[{"id":"welcome","version":1,"seen":0,"pending":true},{"id":"teamTour","#))
        #expect(!result.stdout.contains("notifications"))
        let operators = try cli.run("--brand", Self.exampleBrand, "operators", "list", "--json")
        #expect(!operators.stdout.contains("lumen"))
    }

    @Test func aBrokenBrandFileIsAClearError() throws {
        let cli = CLI()
        let broken = cli.directory.file("broken.json")
        try Data(#"{"formatVersion": 1, "appName": 5}"#.utf8).write(to: URL(fileURLWithPath: broken))
        let result = try cli.run("--brand", broken, "onboarding", "status", "--json")
        #expect(result.status == 1)
        #expect(result.stdout.contains(#""code":"invalidBrand""#))
        #expect(result.stderr.contains("broken.json:1:"))
        let missing = try cli.run("--brand", cli.directory.file("nope.json"), "onboarding", "status", "--json")
        #expect(missing.status == 1 && missing.stdout.contains("invalidBrand"))
    }
}
