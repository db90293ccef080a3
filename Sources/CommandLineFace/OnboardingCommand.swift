import Features

/// `threshold onboarding status | reset`
enum OnboardingCommand {
    static let usage = "threshold onboarding status | reset"

    static func run(_ c: CommandContext) throws {
        let action = try c.word(1, usage: usage)
        try c.expectWords(2, usage: usage)
        switch action {
        case "status":
            let status = try c.session.onboardingStatus()
            c.emit(.object([
                ("needsOnboarding", .bool(status.needsOnboarding)),
                ("currentStep", status.currentStep.map(JSONValue.string) ?? .null),
                ("steps", .array(status.steps.map { step in
                    .object([("id", .string(step.id)), ("version", .int(step.version)),
                             ("seen", .int(step.seen)), ("pending", .bool(step.pending))])
                })),
            ]), status.needsOnboarding ? tr("Onboarding is needed; next step: {step}.", ["step": .text(status.currentStep.map(OnboardingStepName.of) ?? "-")])
                                       : tr("Onboarding is complete."))
        case "reset":
            try c.session.resetOnboarding()
            c.emit(.ok(), tr("Onboarding progress cleared; steps run again for what is eligible."))
        default:
            throw c.unknownCommand(action, usage: usage)
        }
    }
}

/// `threshold operators list | accept ID...` and `threshold conditions show`
enum OperatorsCommand {
    static let usage = "threshold operators list | accept ID..."

    static func run(_ c: CommandContext) throws {
        let action = try c.word(1, usage: usage)
        let brand = c.brand()
        switch action {
        case "list":
            try c.expectWords(2, usage: "threshold operators list")
            print(try c.session.operatorStates(), brand: brand, to: c)
        case "accept":
            let ids = Array(c.arguments.words.dropFirst(2))
            guard !ids.isEmpty else { throw UsageError(tr("Name the operators to accept. Usage: {usage}", ["usage": .text(usage)])) }
            // Counts as the onboarding's conditions step, as accepting in the app does.
            print(try c.session.acceptConditions(selected: Set(ids)), brand: brand, to: c)
        default:
            throw c.unknownCommand(action, usage: usage)
        }
    }

    static func print(_ states: [OperatorState], brand: Brand, to c: CommandContext) {
        let rows = zip(brand.operators, states)
        c.emit(.object([("operators", .array(rows.map { server, state in
            .object([("id", .string(server.id)), ("tag", .string(server.tag)), ("name", .string(server.tradeName)),
                     ("legalName", .string(server.legalName)), ("enabled", .bool(state.enabled)),
                     ("roles", .array(AppSession.requiredRoles.filter(state.roles.contains).map(JSONValue.string))),
                     ("acceptedConditions", state.acceptedVersion.map(JSONValue.string) ?? .null)])
        }))]), rows.map { server, state in
            let roles = OperatorDetails.roles(AppSession.requiredRoles.filter(state.roles.contains))
            let row = ["mark": TextArgument.text(state.enabled ? "[x]" : "[ ]"), "name": .user(server.tradeName), "id": .text(server.id),
                       "legalName": .user(server.legalName), "roles": .text(roles)]
            return state.acceptedVersion.map {
                tr("{mark} {name} ({id}) — {legalName}; roles: {roles}; accepted conditions {version}", row.merging(["version": .text($0)]) { a, _ in a })
            } ?? tr("{mark} {name} ({id}) — {legalName}; roles: {roles}", row)
        }.joined(separator: "\n"))
    }
}

/// `threshold conditions show`
enum ConditionsCommand {
    static func run(_ c: CommandContext) throws {
        let action = try c.word(1, usage: "threshold conditions show")
        guard action == "show" else { throw c.unknownCommand(action, usage: "threshold conditions show") }
        try c.expectWords(2, usage: "threshold conditions show")
        guard let document = c.brand().conditions else {
            throw UsageError(tr("This app has no conditions document."))
        }
        let text = try document.loadText()
        c.emit(.object([("version", .string(document.version)), ("text", .string(text))]),
               ScreenText.conditionsHeading(version: document.version) + "\n\n" + text)
    }
}

/// `threshold notifications mode [instant|periodic|off]`
enum NotificationsCommand {
    static let usage = "threshold notifications mode [instant|periodic|off]"

    static func run(_ c: CommandContext) throws {
        let action = try c.word(1, usage: usage)
        guard action == "mode" else { throw c.unknownCommand(action, usage: usage) }
        let offer = c.brand().notifications
        var settings = try c.session.notificationSettings()
        if c.arguments.words.count > 2 {
            try c.expectWords(3, usage: usage)
            let word = c.arguments.words[2]
            guard let mode = NotificationMode(rawValue: word), offer.modes.contains(mode) else {
                throw UsageError(tr("Unknown mode \"{mode}\". Choose one of: {modes}.", ["mode": .text(SafeText.echo(word)),
                                                                                    "modes": .text(Formats.alternatives(offer.modes.map(\.rawValue)))]))
            }
            // Counts as the onboarding's notifications step, as choosing in the app does.
            settings = try c.session.setNotificationMode(NotificationSettings.Mode(mode))
            if settings.tokenState == .waitingForToken && !c.json {
                c.console.err(NotificationSettingsText.noDeviceToken + "\n")
            }
        }
        c.emit(.object([("mode", settings.mode.map { .string($0.rawValue) } ?? .null),
                        ("tokenState", .string(settings.tokenState.rawValue)),
                        ("intervalMinutes", .int(settings.intervalMinutes)),
                        ("nextCheckAt", settings.nextCheckAt.map { .int(Int($0)) } ?? .null)]),
               NotificationSettingsText.summary(settings))
    }
}

/// `threshold whats-new [--all]`
enum WhatsNewCommand {
    static func run(_ c: CommandContext) throws {
        try c.expectWords(1, usage: "threshold whats-new [--all]")
        let entries = c.brand().whatsNew
        let seen = try c.session.whatsNewSeenVersion()
        let shown = c.arguments.has("all") ? entries : WhatsNewPager.missed(in: entries, seen: seen)
        if let newest = entries.first { try c.session.setWhatsNewSeenVersion(newest.version.description) }
        c.emit(.object([("entries", .array(shown.map { entry in
            .object([("version", .string(entry.version.description)), ("title", .string(entry.title)),
                     ("items", .array(entry.items.map(JSONValue.string)))])
        }))]), shown.isEmpty ? ScreenText.upToDate : shown.map { entry in
            ScreenText.whatsNewHeading(version: entry.version.description, title: entry.title) + "\n"
                + entry.items.map { "  • \($0)" }.joined(separator: "\n")
        }.joined(separator: "\n\n"))
    }
}
