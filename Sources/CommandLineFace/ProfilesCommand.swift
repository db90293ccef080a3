import Features

/// `threshold profiles ...`
enum ProfilesCommand {
    /// The group's syntax (command words, not translated) and what leaving NAME off does.
    static var usage: String {
        """
        threshold profiles list | create NAME [--bio TEXT] [--image FILE] | activate [NAME]
                         | update [NAME] [--name N|--name-stdin] [--bio B|--bio-stdin] [--image FILE|--no-image]
                         | mute [NAME] | unmute [NAME] | hide NAME | unhide [NAME] | reveal
                         | delete [NAME] [--server-data] [--yes]

        """ + tr("(without NAME, the name is read at a no-echo prompt or from standard input, before any password)")
    }

    static func run(_ c: CommandContext) throws {
        let action = try c.word(1, usage: usage)
        let session = c.session
        switch action {
        case "list":
            try c.expectWords(2, usage: "threshold profiles list")
            let password = c.arguments.has("password-stdin") ? try c.requireSecret("", for: "profiles list") : nil
            print(try session.listProfiles(revealing: password), to: c)
        case "reveal":
            try c.expectWords(2, usage: "threshold profiles reveal")
            let password = try c.requireSecret(PromptText.password, for: "profiles reveal")
            print(try session.listProfiles(revealing: password), to: c)
        case "create":
            try c.expectWords(3, usage: "threshold profiles create NAME [--bio TEXT] [--image FILE]")
            // The picture is made first: a bad file is refused before anything is written.
            let picture = try c.arguments.options["image"].map { try session.picture(fromFile: $0) }
            let profile = try session.createProfile(name: c.arguments.words[2], bio: c.arguments.options["bio"] ?? "", picture: picture)
            c.emit(.object([("profile", .profile(profile))]), ProfilesText.created(profile.name))
        case "activate":
            let name = try c.profileName(at: 2, usage: "threshold profiles activate [NAME]")
            let ref = try c.profileRef(name)
            try session.activateProfile(ref)
            if try session.activeProfile()?.hidden == true {
                // A hidden profile is never stored as the active one (nothing about it is written
                // where a passcode holder reads): say so instead of claiming it stays active.
                c.emit(.ok([("storedAsActive", .bool(false))]),
                       tr("\"{name}\" is active for this command only: a hidden profile is never stored as the active one, so the next command starts with your visible profile. To read its chats: threshold chats list --hidden.", ["name": .user(SafeText.echo(name))]))
            } else {
                c.emit(.ok([("storedAsActive", .bool(true))]), tr("\"{name}\" is now the active profile.", ["name": .user(name)]))
            }
        case "update":
            let usage = "threshold profiles update [NAME] [--name N|--name-stdin] [--bio B|--bio-stdin] [--image FILE|--no-image]"
            if c.arguments.has("no-image") && c.arguments.options["image"] != nil {
                throw UsageError(tr("Give --image FILE or --no-image, not both."))
            }
            if c.arguments.has("name-stdin") && c.arguments.options["name"] != nil {
                throw UsageError(tr("Give the new name with --name N or --name-stdin, not both."))
            }
            if c.arguments.has("bio-stdin") && c.arguments.options["bio"] != nil {
                throw UsageError(tr("Give the bio with --bio B or --bio-stdin, not both."))
            }
            guard c.arguments.options["name"] != nil || c.arguments.has("name-stdin") || c.arguments.options["bio"] != nil
                    || c.arguments.has("bio-stdin") || c.arguments.options["image"] != nil || c.arguments.has("no-image") else {
                throw UsageError(tr("Nothing to change: give --name N (or --name-stdin), --bio B (or --bio-stdin), --image FILE or --no-image."))
            }
            // The picture is made before any prompt or write: a bad file changes nothing.
            let picture = try c.arguments.options["image"].map { try session.picture(fromFile: $0) }
            let name = try c.profileName(at: 2, usage: usage)
            // Names first, then the password: the new name (a hidden profile's, perhaps) stays off argv too.
            var newName = c.arguments.options["name"]
            if c.arguments.has("name-stdin") {
                guard let line = c.secrets.readValue(prompt: tr("New name (not shown): ")) else {
                    throw UsageError(tr("--name-stdin needs the new name on a line of standard input (after the profile's name). Usage: {usage}", ["usage": .text(usage)]))
                }
                newName = line
                c.readWithoutEcho(line)
            }
            // A hidden profile's bio stays off argv too: read after the new name, before the password.
            var bio = c.arguments.options["bio"]
            if c.arguments.has("bio-stdin") {
                guard let line = c.secrets.readValue(prompt: tr("New bio (not shown): ")) else {
                    throw UsageError(tr("--bio-stdin needs the bio on a line of standard input (after the profile's name and any new name). Usage: {usage}", ["usage": .text(usage)]))
                }
                bio = line
            }
            let ref = try c.profileRef(name)
            if newName != nil || bio != nil { try session.updateProfile(ref, name: newName, bio: bio) }
            if picture != nil || c.arguments.has("no-image") {
                // A renamed hidden profile is found by its new name.
                try session.setPicture(ProfileRef(newName ?? ref.name, password: ref.password), picture)
            }
            c.emit(.ok(), ProfilesText.updated(newName ?? name))
        case "mute", "unmute":
            let name = try c.profileName(at: 2, usage: "threshold profiles \(action) [NAME]")
            try session.setMuted(try c.profileRef(name), action == "mute")
            c.emit(.ok(), action == "mute" ? tr("Muted \"{name}\": it will not notify.", ["name": .user(name)]) : tr("Unmuted \"{name}\".", ["name": .user(name)]))
        case "hide":
            try c.expectWords(3, usage: "threshold profiles hide NAME")
            let name = c.arguments.words[2]
            let password = try c.requireSecret(ProfilesText.passwordToHide(name), for: "profiles hide")
            if c.secrets.isInteractive {
                guard c.secrets.read(prompt: PromptText.typeItAgain) == password else {
                    throw UsageError(ProfilesText.passwordsDiffer)
                }
            }
            try session.hideProfile(name, password: password)
            c.emit(.ok(), tr("\"{name}\" is hidden. Enter its password in the search field (or 'profiles reveal') to show it.", ["name": .user(name)]))
        case "unhide":
            let name = try c.profileName(at: 2, usage: "threshold profiles unhide [NAME]")
            // A name typed without echo is not shown in the prompt (issue 33).
            let password = try c.requireSecret(c.nameReadWithoutEcho ? PromptText.password : tr("Password of \"{name}\": ", ["name": .user(name)]),
                                               for: "profiles unhide")
            try session.unhideProfile(name, password: password)
            c.emit(.ok(), ProfilesText.visibleAgain(name))
        case "delete":
            let name = try c.profileName(at: 2, usage: "threshold profiles delete [NAME] [--server-data] [--yes]")
            let serverData = c.arguments.has("server-data")
            let ref = try c.profileRef(name)
            if !c.arguments.has("yes") {
                guard c.secrets.isInteractive else {
                    throw UsageError(tr("Deleting asks for confirmation on a terminal; to delete from a script, add --yes."))
                }
                // The same confirmation as every face's second stage (its message, then its title as the question).
                let question = ProfileDeleteText.confirmation(name, serverData: serverData) + "\n" + ProfileDeleteText.confirmTitle
                guard c.secrets.confirm(question) else {
                    c.emit(.object([("ok", .bool(false)), ("cancelled", .bool(true))]), ProfileDeleteText.cancelled)
                    return
                }
            }
            let result = try session.deleteProfile(ref, serverData: serverData)
            c.emit(.ok([("outboxJobs", .int(result.outboxJobs)), ("onboarding", .bool(result.wasLastVisibleProfile))]),
                   [tr("Deleted \"{name}\".", ["name": .user(name)]),
                    serverData ? ProfileDeleteText.queued(result.outboxJobs) : nil,
                    result.wasLastVisibleProfile ? tr("No profile is left: the app starts with onboarding again.") : nil]
                       .compactMap { $0 }.joined(separator: "\n"))
        default:
            throw c.unknownCommand(action, usage: usage)
        }
    }

    static func print(_ listing: ProfileListing, to c: CommandContext) {
        c.emit(.listing(listing), human(listing))
    }

    static func human(_ listing: ProfileListing) -> String {
        guard !listing.profiles.isEmpty else { return tr("No profiles. Create one with: threshold profiles create NAME") }
        var lines: [String] = []
        for p in listing.profiles {
            var marks: [String] = []
            if p.muted { marks.append(ProfilesText.mutedMark) }
            if p.hidden { marks.append(ProfilesText.hiddenMark) }
            if p.hasPicture { marks.append(ProfilesText.pictureSet) }
            let named = p.unread > 0 ? tr("{name} ({count} unread)", ["name": .user(p.name), "count": .number(p.unread)]) : p.name
            let extra = marks.isEmpty ? "" : " [" + Formats.list(marks) + "]"
            lines.append("\(p.active ? "*" : " ") \(named)\(extra)")
        }
        lines.append(tr("Total unread: {count}", ["count": .number(listing.totalUnread)]))
        return lines.joined(separator: "\n")
    }
}
