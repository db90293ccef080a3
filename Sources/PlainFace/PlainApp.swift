import Features

/// The same profile flows as the full-screen app, as numbered menus and line prompts, for screen
/// readers and scripts. Each screen prints its state, then a menu; end of input quits.
public final class PlainApp {
    /// The app session. A migration import replaces its store, so every screen reads the store
    /// through it.
    let session: AppSession
    let io: PlainIO
    /// When the app lock asks again (Features' one decision). The session passed the lock at start
    /// (``AppSession/open``), so a grant starts with the app when the lock is on.
    var authorization: Authorization

    /// Creates the app on `session`.
    public init(session: AppSession, io: PlainIO) {
        self.session = session
        self.io = io
        authorization = Authorization(isLockOn: false, lockDelay: session.lockDelay)
        let isOn = (try? session.isLockOn()) ?? false
        authorization.lockState(isOn: isOn, at: session.now())
        if isOn { authorization.passcodeAccepted(at: session.now()) }
    }

    /// The brand.
    var brand: Brand { session.brand }
    /// The platform's push token (`THRESHOLD_DEVICE_TOKEN`).
    var deviceToken: any DeviceTokenProvider { session.deviceToken }

    /// Ends the session.
    struct Quit: Error {}

    /// Runs until the user quits or input ends.
    public func run() {
        // A hide, unhide or delete ends with a full re-key (minutes on a large install): a line
        // each quarter of the way, as the lock's re-key says it (issue 33).
        let rekeyLines = RekeyQuarters(io: io)
        session.observeRekeyAfterRemoval { copied, total in rekeyLines.show(copied: copied, total: total) }
        defer { session.observeRekeyAfterRemoval(nil) }
        do {
            try recoverAtStart()
            // A re-key a command's hide, unhide or delete left owed while an app held the data.
            session.settleOwedRekey()
            try whatsNewAtLaunch()
            while true {
                let snapshot = try session.homeSnapshot()
                if try session.needsOnboarding() {
                    try onboarding()
                } else {
                    try home(snapshot)
                }
            }
        } catch is Quit {
            io.write(tr("Bye.") + "\n")
        } catch {
            io.write(tr("Error: {message}", ["message": .text(ErrorReport(error).message)]) + "\n")
        }
    }

    // MARK: Prompts

    func line(_ prompt: String) throws -> String {
        guard let text = io.readLine(prompt: prompt) else { throw Quit() }
        authorization.activity(at: session.now())
        session.authorization.activity()
        // As the other faces' fields: no control character typed at a prompt reaches the data.
        return SafeText.typed(text)
    }

    /// A yes/no question with its translated hint, asked until the answer is understood (yes or
    /// no in the language or its first letter, English y/n, or empty for the default:
    /// ``Answer/yesNo(_:default:)``); an unclear answer asks again instead of counting as no.
    func confirm(_ question: String, defaultYes: Bool) throws -> Bool {
        while true {
            if let yes = Answer.yesNo(try line(PromptText.yesNo(question, defaultYes: defaultYes) + " "), default: defaultYes) { return yes }
            io.write(PromptText.answerYesOrNo + "\n")
        }
    }

    /// ``confirm(_:defaultYes:)`` where the end of input is an answer of its own (nil: cancel).
    func confirmOrEnd(_ question: String, defaultYes: Bool) -> Bool? {
        while true {
            guard let answer = io.readLine(prompt: PromptText.yesNo(question, defaultYes: defaultYes) + " ") else { return nil }
            if let yes = Answer.yesNo(SafeText.typed(answer), default: defaultYes) { return yes }
            io.write(PromptText.answerYesOrNo + "\n")
        }
    }

    /// A numbered menu; returns the chosen index. Invalid answers ask again.
    func choose(_ title: String, _ options: [String], cancel: String = ButtonText.back) throws -> Int? {
        io.write("\n\(title)\n")
        // Numbered in the language's digits, as the prompt's "0-{last}" is (Persian ۱, ۲, ...).
        for (index, option) in options.enumerated() { io.write("  \(TypedDigits.local(index + 1))) \(option)\n") }
        io.write("  \(TypedDigits.local(0))) \(cancel)\n")
        while true {
            let answer = TypedDigits.ascii(ProfileSearch.trimmed(try line(tr("Choose 0-{last}: ", ["last": .number(options.count)]))))
            if answer == "0" { return nil }
            if answer.isEmpty { continue }
            // `indices`, not `1...count`: an empty menu (no matching profiles) has only 0.
            // `number >= 1` first: `Int.min - 1` would trap (issue 36: a typed answer must never crash).
            if let number = Int(answer), number >= 1, options.indices.contains(number - 1) { return number - 1 }
            io.write(tr("Type a number from 0 to {last}.", ["last": .number(options.count)]) + "\n")
        }
    }

    func report(_ error: any Error) {
        io.write(tr("Error: {message}", ["message": .text(ErrorReport(error).message)]) + "\n")
    }

    // MARK: Screens

    private func home(_ snapshot: HomeSnapshot) throws {
        let heading = snapshot.active.map {
            tr("Chats of {name} ({count} unread in all profiles)", ["name": .user($0.name), "count": .number(snapshot.totalUnread)])
        } ?? tr("Chats of no active profile ({count} unread in all profiles)", ["count": .number(snapshot.totalUnread)])
        io.write("\n" + heading + "\n")
        if snapshot.chats.isEmpty { io.write("  " + ChatText.noChats + "\n") }
        for chat in snapshot.chats {
            let markList = [chat.unread > 0 ? tr("{count} unread", ["count": .number(chat.unread)]) : nil, chat.notifications ? nil : ChatText.mutedMark]
                .compactMap { $0 }
            let marks = Formats.list(markList)
            io.write("  \(chat.contact)\(marks.isEmpty ? "" : " (\(marks))")\n")
        }
        let others = snapshot.profiles.filter { !$0.active }
        // The fixed entries first: with many profiles, "Your chat profiles" and Settings must not
        // come after a long run of "Switch to" rows.
        var options = [tr("Read a chat"), ProfilesText.title, ProfilesText.createProfile, SettingsText.title]
        let fixed = options.count
        options += others.map { $0.unread > 0 ? tr("Switch to {name} ({count} unread)", ["name": .user($0.name), "count": .number($0.unread)]) : ProfilesText.switchTo($0.name) }
        guard let choice = try choose(tr("Menu"), options, cancel: ButtonText.quit) else { throw Quit() }
        switch choice {
        case 0: try readChat(snapshot.chats)
        case 1: try profiles()
        case 2: try createProfile()
        case 3: try settings()
        default:
            do {
                try session.activateProfile(ProfileRef(others[choice - fixed].name))
            } catch {
                report(error)
            }
        }
    }

    private func readChat(_ chats: [Chat]) throws {
        guard !chats.isEmpty else { return }
        guard let index = try choose(tr("Read which chat?"), chats.map(\.contact)) else { return }
        do {
            let transcript = try session.openChat(chats[index].contact)
            io.write("\n" + transcript.lines.joined(separator: "\n") + "\n")
        } catch {
            report(error)
        }
    }

    /// "Your chat profiles": a search or password first, then the matching rows.
    private func profiles() throws {
        while true {
            io.write("\n" + ProfilesText.title + "\n")
            let typed = io.readSecret(prompt: tr("Search or enter password (empty for all): "))
            guard let typed else { throw Quit() }
            let query = ProfileSearch.trimmed(typed)
            var visible = try session.homeSnapshot().profiles
            // The rows by Features' ProfileFinder, as in every face: plain mode asks the passcode
            // itself before the text is tried, and the answer is the pause the other faces wait for.
            var finder = ProfileFinder<Profile>()
            _ = finder.textChanged(typed)
            if !query.isEmpty {
                do {
                    if try passLock(for: .revealProfiles) == .replaced { visible = try session.homeSnapshot().profiles }
                } catch let error as LockError {
                    report(error)
                    continue
                }
                if case .reveal(let generation, let password)? = finder.pauseEnded(generation: finder.generation, text: typed,
                                                                                  allowed: true) {
                    finder.revealFinished(generation: generation, password: password, found: session.reveal(password))
                }
            }
            let active = try session.activeProfile()
            let rows: [Profile] = finder.rows(text: typed, visible: visible, active: active).compactMap { row in
                if case .profile(let profile) = row { return profile }
                return nil
            }
            var options = rows.map { describe($0, isActive: $0.id == active?.id) }
            if query.isEmpty { options.append(ProfilesText.addProfile) }
            if rows.isEmpty && !query.isEmpty { io.write("  \(ProfilesText.noMatch)\n") }
            guard let choice = try choose(ProfilesText.profilesMenu, options) else { return }
            if choice == rows.count {
                try createProfile()
                continue
            }
            let profile = rows[choice]
            try actions(profile, password: finder.password(for: profile), isActive: profile.id == active?.id,
                        visibleCount: try session.visibleProfileCount())
            // The last visible profile is gone: onboarding follows, not an empty list.
            if try session.homeSnapshot().needsOnboarding { return }
        }
    }

    private func describe(_ profile: Profile, isActive: Bool) -> String {
        var marks = ProfileAction.marks(for: profile, isActive: isActive)
        if profile.unread > 0 { marks.insert(tr("{count} unread", ["count": .number(profile.unread)]), at: isActive ? 1 : 0) }
        // The marks as a list the language's way ("アクティブ、ミュート"; issue 35: an ASCII ", " everywhere).
        return profile.name + (marks.isEmpty ? "" : " (\(Formats.list(marks)))")
    }

    /// The row's actions: Features' ``ProfileRowMenu``, numbered (0 goes back).
    private func actions(_ profile: Profile, password: String?, isActive: Bool, visibleCount: Int) throws {
        let ref = ProfileRef(profile.name, password: password)
        let menu = ProfileRowMenu(profile, isActive: isActive, visibleCount: visibleCount, revealed: password != nil)
        guard let choice = try choose(menu.title, menu.actions.map(\.title)) else { return }
        do {
            switch menu.actions[choice] {
            case .activate: try session.activateProfile(ref)
            case .edit: try edit(profile, ref: ref)
            case .mute:
                try session.setMuted(ref, true)
                if session.takeNoticeIfFirst(.mute) { io.write("\(Notice.mute.title): \(Notice.mute.text)\n") }
            case .unmute: try session.setMuted(ref, false)
            case .hide: try hide(profile.name)
            case .unhide:
                guard let password else { return }
                try behindLock(.unhideProfile) { try session.unhideProfile(profile.name, password: password) }
                io.write(ProfilesText.visibleAgain(profile.name) + "\n")
                return
            case .delete: try delete(ref)
            }
            io.write(tr("Done.") + "\n")
        } catch let quit as Quit {
            throw quit
        } catch {
            report(error)
        }
    }

    private func hide(_ name: String) throws {
        io.write(Notice.hiddenProfiles.text + "\n")
        guard let password = io.readSecret(prompt: ProfilesText.passwordToHide(name)) else { throw Quit() }
        if io.isInteractive {
            guard io.readSecret(prompt: PromptText.typeItAgain) == password else {
                io.write(ProfilesText.passwordsDiffer + "\n")
                return
            }
        }
        try behindLock(.hideProfile) { try session.hideProfile(name, password: password) }
        io.write(tr("\"{name}\" is hidden. Enter its password at \"Search or enter password\" to show it.", ["name": .user(name)]) + "\n")
        if session.takeNoticeIfFirst(.hiddenProfiles) {
            io.write("\(Notice.hiddenProfiles.title): \(Notice.hiddenProfiles.text)\n")
        }
    }

    /// Features' two delete stages: the first as a numbered choice (its Cancel is 0), the second's
    /// message, then "yes" typed in full.
    private func delete(_ ref: ProfileRef) throws {
        let first = ProfileDeleteStage.choose(ref.name)
        let deleting = first.choices.filter { $0 != .cancel }
        guard let picked = try choose(first.message, deleting.map(\.label), cancel: ProfileDeleteStage.Choice.cancel.label),
              let second = first.next(after: deleting[picked]),
              let serverData = second.choices.lazy.compactMap(ProfileDeleteStage.serverData(of:)).first else { return }
        io.write(second.message + "\n")
        // The word stays "yes" in every language (``Answer/isTypedYes(_:)``); the prompt says so.
        let answer = try line(tr("Type yes to delete: "))
        guard Answer.isTypedYes(answer) else {
            io.write(ProfileDeleteText.cancelled + "\n")
            return
        }
        try behindLock(.deleteProfile) {
            let result = try session.deleteProfile(ref, serverData: serverData)
            if result.outboxJobs > 0 { io.write(ProfileDeleteText.queued(result.outboxJobs) + "\n") }
        }
    }

    private func createProfile() throws {
        io.write("\n" + ProfilesText.createProfile + "\n" + ScreenText.createProfileFooter + "\n")
        guard let name = try askName(prompt: tr("Display name: ")),
              let bio = try askBio(prompt: tr("Bio (optional, at most {count} bytes): ", ["count": .number(Bio.maxBytes)])) else { return }
        do {
            try behindLock(.createProfile) { try session.createProfile(name: name, bio: bio) }
            io.write(ProfilesText.created(name) + "\n")
        } catch let quit as Quit {
            throw quit
        } catch {
            report(error)
        }
    }

    /// "Edit profile": a new name and bio (empty keeps each), with the same checks and offer to
    /// correct the name as when creating.
    private func edit(_ profile: Profile, ref: ProfileRef) throws {
        io.write("\n" + tr("Edit profile \"{name}\"", ["name": .user(profile.name)]) + "\n")
        let name = try askName(prompt: tr("Display name (empty keeps \"{name}\"): ", ["name": .user(profile.name)])) ?? profile.name
        let bio = try askBio(prompt: tr("Bio (empty keeps the current one, - clears it): "), keeping: profile.bio) ?? profile.bio
        try session.updateProfile(ref, name: name == profile.name ? nil : name, bio: bio == profile.bio ? nil : bio)
        io.write(ProfilesText.updated(name) + "\n")
    }

    /// Reads a display name until it is valid, offering the corrected form ("Correct name to X?"),
    /// with the words of ``DisplayNameCheck`` (every face's).
    /// - Returns: nil when the user leaves it empty.
    func askName(prompt: String) throws -> String? {
        var name = try line(prompt)
        while true {
            let check = DisplayNameCheck(name)
            switch check {
            case .valid:
                return name
            case .empty:
                return nil
            case .correctable(let corrected):
                if try confirm(check.problem ?? "", defaultYes: true) { return corrected }
            case .invalid:
                io.write((check.problem ?? "") + "\n")
            }
            name = try line(prompt)
        }
    }

    /// Reads a bio within ``Bio/maxBytes``; with `keeping`, an empty answer keeps it and "-" clears it.
    /// Over the limit, says why (``CreateProfileStep/Alert/bioTooLong(_:)``, as every face) and asks
    /// again.
    /// - Returns: nil when the user gives up (an empty answer after a bio over the limit).
    func askBio(prompt: String, keeping current: String? = nil) throws -> String? {
        var bio = try line(prompt)
        while Bio.byteCount(bio) > Bio.maxBytes {
            io.write(CreateProfileStep.Alert.bioTooLong(Bio.byteCount(bio)).message + "\n")
            bio = try line(PromptText.shorterBio)
            if bio.isEmpty { return nil }
        }
        guard let current else { return bio }
        return bio.isEmpty ? current : bio == "-" ? "" : bio
    }
}
