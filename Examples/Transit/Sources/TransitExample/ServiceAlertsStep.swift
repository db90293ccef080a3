import Onboarding
import Terminal

/// The example's own step, written entirely in the app through the ``OnboardingStep`` protocol:
/// it holds its state, draws itself, and tells the engine when it is done through the
/// ``StepContext`` it receives in ``didBecomeCurrent(_:)`` (the white-label page pattern).
///
/// The engine knows only its ``descriptor``; everything else is this file's business.
public final class ServiceAlertsStep: OnboardingStep {
    /// Identity and rules: optional (skipping keeps the defaults), after the region.
    public let descriptor: StepDescriptor<TransitEnvironment>
    /// Whether "Only stops near me" is offered (location access was allowed).
    public var offersNearMe = false {
        didSet { focus = min(focus, options.count) }
    }
    /// The alerts the user follows.
    public private(set) var selected: Set<ServiceAlert>
    /// The focused row: an index into ``options``, or `options.count` for Continue.
    public private(set) var focus = 0
    private var context: StepContext?
    private let save: (Set<ServiceAlert>) throws -> Void

    /// The step's descriptor, also used by the cheap `needsOnboarding` check.
    public static func makeDescriptor() throws(OnboardingError) -> StepDescriptor<TransitEnvironment> {
        try StepDescriptor(id: TransitRelease.StepID.alerts, weight: 30, isRequired: false)
    }

    /// Creates the step with the current choice; `save` stores a confirmed choice.
    public init(selected: Set<ServiceAlert>, save: @escaping (Set<ServiceAlert>) throws -> Void) throws(OnboardingError) {
        descriptor = try Self.makeDescriptor()
        self.selected = selected
        self.save = save
    }

    /// Keeps the handle the engine gives when the step becomes current.
    public func didBecomeCurrent(_ context: StepContext) {
        self.context = context
        focus = 0
    }

    /// The rows offered, in order.
    public var options: [ServiceAlert] {
        ServiceAlert.allCases.filter { $0 != .nearMe || offersNearMe }
    }

    /// Turns one alert on or off.
    public func toggle(_ alert: ServiceAlert) {
        if selected.contains(alert) { selected.remove(alert) } else { selected.insert(alert) }
    }

    /// Saves the choice and completes the step.
    public func confirm() throws {
        guard let context else { throw OnboardingError.notStarted }
        let offered = Set(options)
        try save(selected.intersection(offered))
        try context.complete()
    }

    /// Up/Down/Tab move, Space toggles, Enter toggles a row or presses Continue.
    /// Returns whether the key was used.
    public func handle(_ key: KeyEvent) throws -> Bool {
        let rows = options.count + 1
        switch key.key {
        case .up, .backTab: focus = (focus + rows - 1) % rows
        case .down, .tab: focus = (focus + 1) % rows
        case .character(" ") where focus < options.count: toggle(options[focus])
        case .enter:
            if focus < options.count { toggle(options[focus]) } else { try confirm() }
        case .character("c") where key.modifiers.isEmpty: try confirm()
        default: return false
        }
        return true
    }

    /// Draws the page body (the app draws the title bar and the step indicator).
    public func render(in area: Rect, buffer: inout Buffer, theme: Theme) {
        let used = buffer.putWrapped(TransitTexts.alertsExplanation,
                                     in: area, style: theme.text)
        var y = area.y + used + 1
        for (index, alert) in options.enumerated() where y < area.maxY {
            buffer.render(ToggleRow(alert.title, isOn: selected.contains(alert), isFocused: focus == index, theme: theme),
                          in: Rect(x: area.x, y: y, width: min(area.width, 48), height: 1))
            y += 1
        }
        y += 1
        if y < area.maxY {
            buffer.render(Button("Continue", isFocused: focus == options.count, theme: theme),
                          in: Rect(x: area.x, y: y, width: area.width, height: 1))
        }
    }
}
