import Secrets
import Storage

/// The install a self-destruct (or a wipe after too many wrong passcodes) leaves behind, described
/// before the old key is destroyed so that a killed process can finish it at the next start.
///
/// The install is built by the calls a genuine first run makes (``ThresholdStore/createProfile(name:bio:)``,
/// ``ThresholdStore/acceptConditions(selected:of:conditionsVersion:)``,
/// ``ThresholdStore/setNotificationMode(_:deviceToken:intervalMinutes:)``,
/// ``ThresholdStore/completeOnboarding(steps:)``), on a store whose clock reads the backdated
/// creation time, so every timestamp agrees with the profile's.
struct FreshInstall: Sendable, Equatable {
    /// Install-level choices an ordinary little-used install also has (no profile data): captured
    /// when the self-destruct passcode is set, replayed into the new install.
    struct Choices: Sendable, Equatable {
        var steps: [Step] = []
        var operators: [Operator] = []
        var notifications: Notifications?
        var whatsNewSeen: String?

        struct Step: Sendable, Equatable {
            var id: String
            var version: Int
        }

        struct Operator: Sendable, Equatable {
            var id: String
            var enabled: Bool
            var storage: Bool
            var proxy: Bool
            /// The newest conditions version accepted, if any.
            var acceptedVersion: String?
        }

        struct Notifications: Sendable, Equatable {
            var mode: NotificationSettings.Mode
            var registered: Bool
            var intervalMinutes: Int
        }
    }

    /// The profile's display name; nil for an empty install (onboarding from the start).
    var profileName: String?
    /// The profile's creation time, seconds since 1970.
    var createdAt: Int64
    var choices: Choices

    // MARK: Text form (inside sealed key-file slots only)

    func encoded() -> [UInt8] {
        var lines: [String] = ["created \(createdAt)"]
        if let profileName { lines.append("name " + Self.hex(profileName)) }
        lines += choices.encodedLines()
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    static func decode(_ bytes: [UInt8]) -> FreshInstall? {
        var install = FreshInstall(profileName: nil, createdAt: 0, choices: Choices())
        var sawCreated = false
        var rest: [[String]] = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            switch fields.first {
            case "created":
                guard fields.count == 2, let value = Int64(fields[1]) else { return nil }
                install.createdAt = value
                sawCreated = true
            case "name":
                guard fields.count == 2, let name = unhex(fields[1]) else { return nil }
                install.profileName = name
            default:
                rest.append(fields)
            }
        }
        guard sawCreated, let choices = Choices.decode(lines: rest) else { return nil }
        install.choices = choices
        return install
    }

    static func hex(_ text: String) -> String { Hex.encode(Array(text.utf8)) }
    static func unhex(_ text: String) -> String? { Hex.decode(text).map { String(decoding: $0, as: UTF8.self) } }
}

extension FreshInstall.Choices {
    func encodedLines() -> [String] {
        var lines: [String] = []
        for step in steps { lines.append("step \(FreshInstall.hex(step.id)) \(step.version)") }
        for item in operators {
            lines.append("operator \(FreshInstall.hex(item.id)) \(item.enabled ? 1 : 0) \(item.storage ? 1 : 0) \(item.proxy ? 1 : 0) "
                         + (item.acceptedVersion.map(FreshInstall.hex) ?? "-"))
        }
        if let notifications {
            lines.append("notifications \(notifications.mode.rawValue) \(notifications.registered ? 1 : 0) \(notifications.intervalMinutes)")
        }
        if let whatsNewSeen { lines.append("whatsnew " + FreshInstall.hex(whatsNewSeen)) }
        return lines
    }

    static func decode(lines: [[String]]) -> FreshInstall.Choices? {
        var choices = FreshInstall.Choices()
        for fields in lines {
            switch fields.first {
            case "step":
                guard fields.count == 3, let id = FreshInstall.unhex(fields[1]), let version = Int(fields[2]) else { return nil }
                choices.steps.append(Step(id: id, version: version))
            case "operator":
                guard fields.count == 6, let id = FreshInstall.unhex(fields[1]) else { return nil }
                let accepted = fields[5] == "-" ? nil : FreshInstall.unhex(fields[5])
                choices.operators.append(Operator(id: id, enabled: fields[2] == "1", storage: fields[3] == "1",
                                                  proxy: fields[4] == "1", acceptedVersion: accepted))
            case "notifications":
                guard fields.count == 4, let mode = NotificationSettings.Mode(rawValue: fields[1]),
                      let interval = Int(fields[3]) else { return nil }
                choices.notifications = Notifications(mode: mode, registered: fields[2] == "1", intervalMinutes: interval)
            case "whatsnew":
                guard fields.count == 2 else { return nil }
                choices.whatsNewSeen = FreshInstall.unhex(fields[1])
            default:
                return nil
            }
        }
        return choices
    }

    /// The choices stored in `db` now.
    static func capture(_ db: Connection) throws -> FreshInstall.Choices {
        var choices = FreshInstall.Choices()
        try db.forEach("SELECT step_id, seen_version FROM onboarding_progress ORDER BY step_id") { (row: borrowing Row) in
            choices.steps.append(Step(id: row.string(0) ?? "", version: Int(row.int64(1))))
        }
        var accepted: [String: String] = [:]
        try db.forEach("SELECT operator_id, conditions_version FROM operator_acceptances ORDER BY accepted_at, conditions_version") {
            (row: borrowing Row) in accepted[row.string(0) ?? ""] = row.string(1)
        }
        try db.forEach("SELECT operator_id, enabled, storage, proxy FROM operators ORDER BY operator_id") { (row: borrowing Row) in
            let id = row.string(0) ?? ""
            choices.operators.append(Operator(id: id, enabled: row.bool(1), storage: row.bool(2), proxy: row.bool(3),
                                              acceptedVersion: accepted[id]))
        }
        if let mode = try ThresholdStore.setting(SettingKey.notificationMode, in: db).flatMap(NotificationSettings.Mode.init(rawValue:)) {
            let token = try ThresholdStore.setting(SettingKey.notificationTokenState, in: db)
            let interval = try ThresholdStore.setting(SettingKey.notificationInterval, in: db).flatMap { Int($0) } ?? 10
            choices.notifications = Notifications(mode: mode, registered: token == NotificationSettings.TokenState.registered.rawValue,
                                                  intervalMinutes: interval)
        }
        choices.whatsNewSeen = try ThresholdStore.setting(SettingKey.whatsNewSeen, in: db)
        return choices
    }
}

extension FreshInstall {
    /// Fills a new database as `install` describes, through the calls a genuine first run makes,
    /// on a store whose clock reads the install's (backdated) time at a person's pace
    /// (``HumanPaceClock``: a random millisecond of the creation second, then a random pause before
    /// the conditions, the notifications and the end of onboarding), so no id or time tells it
    /// from a genuine install (issue 33: before, every id was a whole second and the gaps were
    /// always 40 s and 25 s). Its chaff comes from `chaff` (drawn afresh, as a genuine first
    /// install draws its own).
    static func fill(_ database: Database, with install: FreshInstall, random: any RandomSource,
                     kdfParameters: ScryptParameters, chaff: ChaffAllocator) throws {
        guard let name = install.profileName else { return }
        let clock = try HumanPaceClock(second: install.createdAt, random: random)
        let store = ThresholdStore(database: database, clock: clock, random: random, kdfParameters: kdfParameters, chaff: chaff)
        try store.createProfile(name: name)
        try clock.pause()
        let choices = install.choices
        let accepted = choices.operators.filter { $0.enabled && $0.acceptedVersion != nil }
        if let version = accepted.first?.acceptedVersion {
            let definitions = choices.operators.map { item in
                OperatorDefinition(id: item.id, roles: Set((item.storage ? ["storage"] : []) + (item.proxy ? ["proxy"] : [])))
            }
            try store.acceptConditions(selected: Set(accepted.map(\.id)), of: definitions, conditionsVersion: version)
        }
        try clock.pause()
        if let notifications = choices.notifications {
            try store.setNotificationMode(notifications.mode, deviceToken: notifications.registered ? "registered" : nil,
                                          intervalMinutes: notifications.intervalMinutes)
        }
        try clock.pause()
        if let whatsNew = choices.whatsNewSeen { try store.setWhatsNewSeenVersion(whatsNew) }
        try store.completeOnboarding(steps: choices.steps.map { (id: $0.id, version: $0.version) })
    }
}
