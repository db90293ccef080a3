import Features
import Terminal

/// A form of Settings → App lock: a new passcode (typed twice, masked), the self-destruct passcode
/// with its display name, or the attempt limit. The secrets exist only while the form is open.
struct LockFormState: Equatable, Sendable {
    /// Which form.
    enum Kind: Equatable, Sendable {
        /// Set the first passcode, or change it.
        case passcode(isChange: Bool)
        /// Set the self-destruct passcode.
        case selfDestruct
        /// The wrong-attempt limit.
        case wipeAfter
    }

    /// The focusable parts, in Tab order; which exist depends on the kind.
    enum Field: Equatable, Sendable {
        case name, passcode, confirmation, limit, save, cancel
    }

    /// Which form.
    var kind: Kind
    /// The self-destruct profile's display name.
    var name = TextFieldState()
    /// The new passcode (masked).
    var passcode = TextFieldState()
    /// The new passcode again (masked).
    var confirmation = TextFieldState()
    /// The attempt limit; empty means off.
    var limit = TextFieldState(maxLength: 3)
    /// The focused part.
    var focus: Field

    /// A form of `kind`; the limit starts at the current one.
    init(kind: Kind, currentLimit: Int? = nil, currentName: String? = nil) {
        self.kind = kind
        focus = kind == .selfDestruct ? .name : (kind == .wipeAfter ? .limit : .passcode)
        if let currentLimit { limit = TextFieldState(text: String(currentLimit), maxLength: 3) }
        if let currentName { name = TextFieldState(text: currentName) }
    }

    /// The parts in Tab order.
    var fields: [Field] {
        switch kind {
        case .passcode: [.passcode, .confirmation, .save, .cancel]
        case .selfDestruct: [.name, .passcode, .confirmation, .save, .cancel]
        case .wipeAfter: [.limit, .save, .cancel]
        }
    }

    /// Moves focus forward or back, wrapping.
    mutating func moveFocus(by delta: Int) {
        let all = fields
        let index = all.firstIndex(of: focus) ?? 0
        focus = all[(index + delta + all.count) % all.count]
    }

    /// The limit typed: nil for off (empty), or the number; `.none` when it is not a valid limit.
    var parsedLimit: Int?? {
        do { return .some(try WipeAfterLimit.parse(limit.text)) } catch { return .none }
    }

    /// What is wrong with the input, if anything, in words for the hint line.
    var problem: String? {
        switch kind {
        case .wipeAfter:
            // The rule's one wording, as every face says it.
            return parsedLimit == nil ? ErrorReport(LockError.invalidAttemptLimit).message : nil
        case .selfDestruct:
            return DisplayNameCheck(name.text).problem ?? passcodeProblem
        case .passcode:
            return passcodeProblem
        }
    }

    private var passcodeProblem: String? {
        NewPasscode.problem(passcode.text, confirmation: confirmation.text)
    }

    /// The short-passcode warning once the passcode is otherwise acceptable (it does not block Save).
    var warning: String? {
        guard case .passcode = kind, problem == nil else { return nil }
        return NewPasscode.warning(for: passcode.text)
    }

    /// Save is enabled once the input is acceptable; a name that only needs correcting is
    /// acceptable, and the confirmation names the corrected one (the hint line offers it).
    var canSave: Bool {
        guard kind == .selfDestruct else { return problem == nil }
        return DisplayNameCheck(name.text).usableName(for: name.text) != nil && passcodeProblem == nil
    }

    /// The change to make, when the input is acceptable.
    var change: LockChange? {
        guard canSave else { return nil }
        switch kind {
        case .passcode: return .setPasscode(passcode.text)
        case .selfDestruct:
            return .setSelfDestruct(passcode: passcode.text, displayName: DisplayNameCheck(name.text).usableName(for: name.text) ?? name.text)
        case .wipeAfter: return parsedLimit.map { .setWipeAfter($0) }
        }
    }
}
