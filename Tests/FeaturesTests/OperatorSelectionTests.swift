@testable import Features
import Testing
import ThresholdCore

/// Settings › Server operators' pick and the rule for leaving with it (issue 31: Space then Esc
/// threw the change away silently; the full screen and plain mode each wrote the rule).
@Suite struct OperatorSelectionTests {
    func state(_ id: String, _ enabled: Bool) -> OperatorState {
        OperatorState(id: id, enabled: enabled, roles: enabled ? ["storage", "proxy"] : [], acceptedVersion: nil, acceptedAt: nil)
    }

    @Test func leavingWithAnUnsavedPickAsksWithAcceptFocused() {
        var selection = OperatorSelection([state("a", true), state("b", false)])
        #expect(selection.selected == ["a"] && selection.leaving == .leave)
        selection.toggle("b")
        #expect(selection.hasUnsavedChanges)
        guard case .ask(let question) = selection.leaving else { Issue.record("leaving did not ask"); return }
        #expect(question.selected == ["a", "b"])
        #expect(question.answers == [.accept, .discard] && question.focused == .accept)
        #expect(question.title == "Keep the operator changes?")
        #expect(question.answers.map(\.label) == ["Accept", "Discard"])
        // Toggled back: the pick is what is stored again, so leaving does not ask.
        selection.toggle("b")
        #expect(selection.leaving == .leave)
    }

    @Test func savingMakesThePickTheStoredStateAndAnEmptyPickCantBeAccepted() {
        var selection = OperatorSelection()
        // Nothing read yet: nothing can be unsaved.
        selection.toggle("a")
        #expect(selection.leaving == .leave)
        selection = OperatorSelection([state("a", true)])
        selection.toggle("a")
        #expect(!selection.canAccept && selection.hasUnsavedChanges)
        selection.saved([state("a", true)])
        #expect(selection.canAccept && selection.leaving == .leave)
    }
}
