import Brand
import ThresholdCore

/// Settings every front end changes the same way: the notification mode and the operators'
/// conditions. Choosing either outside onboarding (the command line, Settings) counts as having
/// done that onboarding step, so `onboarding status`, the next launch and the screens agree with
/// what the user chose.
extension AppSession {
    /// The brand's operators as the store sees them.
    public var operatorDefinitions: [OperatorDefinition] { MessengerFlow.operatorDefinitions(brand) }

    /// The notification settings (the brand's periodic interval when none was chosen).
    public func notificationSettings() throws -> NotificationSettings {
        try store.notificationSettings(defaultInterval: brand.notifications.periodicIntervalMinutes)
    }

    /// Saves the notification mode (with the device token as it is now) and marks the
    /// notifications step done.
    @discardableResult
    public func setNotificationMode(_ mode: NotificationSettings.Mode) throws -> NotificationSettings {
        let settings = try store.setNotificationMode(mode, deviceToken: deviceToken.deviceToken(),
                                                     intervalMinutes: brand.notifications.periodicIntervalMinutes)
        try markStepDone(.notifications)
        return settings
    }

    /// The operators' states, in brand order.
    public func operatorStates() throws -> [OperatorState] {
        try store.operatorStates(operatorDefinitions)
    }

    /// Accepts the brand's conditions for the `selected` operators (enabling exactly those) and
    /// marks the conditions step done.
    /// - Throws: ``OperatorError`` (none selected, unknown id), ``UsageError`` without a conditions document.
    @discardableResult
    public func acceptConditions(selected: Set<String>) throws -> [OperatorState] {
        guard let conditions = brand.conditions else { throw UsageError("This app has no conditions document to accept.") }
        let states = try store.acceptConditions(selected: selected, of: operatorDefinitions,
                                                conditionsVersion: conditions.version)
        try markStepDone(.conditions)
        return states
    }

    /// Records the brand's `step` as seen at its version (nothing when the brand has no such step).
    private func markStepDone(_ step: StockStep) throws {
        for case .stock(let stock, let version) in brand.steps where stock == step {
            try store.markOnboardingStepSeen(stock.rawValue, version: version)
        }
    }
}

extension AppSession {
    /// Saves the operators as chosen in Preferences (in use or not, their roles), recording the
    /// acceptance of the brand's current conditions for those in use, as Accept does.
    /// - Throws: ``OperatorError`` (none in use, unknown id).
    @discardableResult
    public func saveOperatorChoices(_ choices: OperatorChoices) throws -> [OperatorState] {
        if let problem = choices.problem { throw problem }
        return try store.configureOperators(choices.choices.map { ($0.id, $0.enabled, $0.roles) }, of: operatorDefinitions,
                                            conditionsVersion: brand.conditions?.version)
    }
}
