import Brand
@testable import Features
import TestSupport
import Testing
import ThresholdCore

/// Preferences' operator editing: the one rule (an operator in use, every role covered) in the model
/// and in the store.
@Suite struct OperatorChoicesTests {
    let home = TemporaryDirectory("features-operators")

    func state(_ id: String, _ enabled: Bool, _ roles: Set<String>) -> OperatorState {
        OperatorState(id: id, enabled: enabled, roles: roles, acceptedVersion: nil, acceptedAt: nil)
    }

    @Test func theLastOperatorInUseAndTheOnlyHolderOfARoleAreKept() {
        var choices = OperatorChoices([state("a", true, ["storage", "proxy"]), state("b", false, [])])
        #expect(!choices.canTurnOff("a"))
        #expect(!{ choices.setEnabled(false, "a") }())
        #expect(!{ choices.setRole("storage", false, of: "a") }())
        #expect(!{ choices.setRole("storage", true, of: "b") }())
        #expect({ choices.setEnabled(true, "b") }())
        #expect({ choices.setRole("storage", true, of: "b") }())
        #expect({ choices.setRole("storage", false, of: "a") }())
        #expect(!{ choices.setRole("storage", false, of: "b") }())
        // "a" off: the proxy only it served goes to "b", the first in use.
        #expect({ choices.setEnabled(false, "a") }())
        #expect(choices.choice("b")?.roles == ["storage", "proxy"])
        #expect(choices.problem == nil)
    }

    @Test func savingRecordsTheChoicesAndTheAcceptance() throws {
        let brand = try Brand.builtIn()
        let session = try AppSession.open(dataDirectoryFlag: home.file("data"), environment: [:], brand: brand,
                                          deviceToken: FixedDeviceToken(nil), interactive: false, kdfParameters: .testing,
                                          passLock: { _ in })
        var choices = OperatorChoices(try session.operatorStates())
        try #require(choices.choices.count >= 2)
        let ids = choices.choices.map(\.id)
        #expect({ choices.setEnabled(false, ids[0]) }())
        let states = try session.saveOperatorChoices(choices)
        #expect(!states[0].enabled)
        #expect(states[1].enabled)
        #expect(states[1].acceptedVersion == brand.conditions?.version)
        #expect(Set(AppSession.requiredRoles).isSubset(of: states[1].roles))
    }
}
