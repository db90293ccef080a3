import Features
import ThresholdCore

/// `threshold profiles ...`
enum ProfilesCommand {
    static let usage = """
        threshold profiles list | create NAME [--bio TEXT] | activate NAME | update NAME [--name N] [--bio B]
                         | mute NAME | unmute NAME | hide NAME | unhide NAME | reveal
                         | delete NAME [--server-data] [--yes]
        """

    static func run(_ c: CommandContext) throws {
        let action = try c.word(1, "a profiles command", usage: usage)
        let store = c.store
        switch action {
        case "list":
            try c.expectWords(2, usage: "threshold profiles list")
            let password = c.arguments.has("password-stdin") ? try c.requireSecret("", for: "profiles list") : nil
            print(try store.listProfiles(revealing: password), to: c)
        case "reveal":
            try c.expectWords(2, usage: "threshold profiles reveal")
            let password = try c.requireSecret("Password: ", for: "profiles reveal")
            print(try store.listProfiles(revealing: password), to: c)
        case "create":
            try c.expectWords(3, usage: "threshold profiles create NAME [--bio TEXT]")
            let profile = try store.createProfile(name: c.arguments.words[2], bio: c.arguments.options["bio"] ?? "")
            c.emit(.object([("profile", .profile(profile))]), "Created profile \"\(profile.name)\"; it is now active.")
        case "activate":
            try c.expectWords(3, usage: "threshold profiles activate NAME")
            try store.activateProfile(try c.profileRef(c.arguments.words[2]))
            c.emit(.ok(), "\"\(c.arguments.words[2])\" is now the active profile.")
        case "update":
            try c.expectWords(3, usage: "threshold profiles update NAME [--name N] [--bio B]")
            let newName = c.arguments.options["name"]
            let newBio = c.arguments.options["bio"]
            guard newName != nil || newBio != nil else {
                throw UsageError("Nothing to change: give --name N and/or --bio B.")
            }
            try store.updateProfile(try c.profileRef(c.arguments.words[2]), name: newName, bio: newBio)
            c.emit(.ok(), "Updated \"\(newName ?? c.arguments.words[2])\".")
        case "mute", "unmute":
            try c.expectWords(3, usage: "threshold profiles \(action) NAME")
            try store.setMuted(try c.profileRef(c.arguments.words[2]), action == "mute")
            c.emit(.ok(), action == "mute" ? "Muted \"\(c.arguments.words[2])\": it will not notify."
                                          : "Unmuted \"\(c.arguments.words[2])\".")
        case "hide":
            try c.expectWords(3, usage: "threshold profiles hide NAME")
            let name = c.arguments.words[2]
            let password = try c.requireSecret("Password to hide \"\(name)\": ", for: "profiles hide")
            if c.secrets.isInteractive {
                guard c.secrets.read(prompt: "Type it again: ") == password else {
                    throw UsageError("The two passwords differ; nothing was changed.")
                }
            }
            try store.hideProfile(name, password: password)
            c.emit(.ok(), "\"\(name)\" is hidden. Enter its password in the search field (or 'profiles reveal') to show it.")
        case "unhide":
            try c.expectWords(3, usage: "threshold profiles unhide NAME")
            let name = c.arguments.words[2]
            let password = try c.requireSecret("Password of \"\(name)\": ", for: "profiles unhide")
            try store.unhideProfile(name, password: password)
            c.emit(.ok(), "\"\(name)\" is visible again (still muted).")
        case "delete":
            try c.expectWords(3, usage: "threshold profiles delete NAME [--server-data] [--yes]")
            let name = c.arguments.words[2]
            let serverData = c.arguments.has("server-data")
            let ref = try c.profileRef(name)
            if !c.arguments.has("yes") {
                guard c.secrets.isInteractive else {
                    throw UsageError("Deleting asks for confirmation on a terminal; to delete from a script, add --yes.")
                }
                let what = serverData ? "its local data and its server connections" : "its local data (servers are not told)"
                guard c.secrets.confirm("Delete \"\(name)\" with \(what)? This can't be undone.") else {
                    c.emit(.object([("ok", .bool(false)), ("cancelled", .bool(true))]), "Cancelled; nothing was deleted.")
                    return
                }
            }
            let result = try store.deleteProfile(ref, serverData: serverData)
            c.emit(.ok([("outboxJobs", .int(result.outboxJobs)), ("onboarding", .bool(result.wasLastVisibleProfile))]),
                   "Deleted \"\(name)\"." + (serverData ? " \(result.outboxJobs) server deletion(s) queued in the outbox." : "")
                   + (result.wasLastVisibleProfile ? " No profile is left: the app starts with onboarding again." : ""))
        default:
            throw UsageError("Unknown profiles command \"\(SafeText.echo(action))\". Usage: \(usage)")
        }
    }

    static func print(_ listing: ProfileListing, to c: CommandContext) {
        c.emit(.listing(listing), human(listing))
    }

    static func human(_ listing: ProfileListing) -> String {
        guard !listing.profiles.isEmpty else { return "No profiles. Create one with: threshold profiles create NAME" }
        var lines: [String] = []
        for p in listing.profiles {
            var marks: [String] = []
            if p.muted { marks.append("muted") }
            if p.hidden { marks.append("hidden") }
            let unread = p.unread > 0 ? " (\(p.unread) unread)" : ""
            let extra = marks.isEmpty ? "" : " [" + marks.joined(separator: ", ") + "]"
            lines.append("\(p.active ? "*" : " ") \(p.name)\(unread)\(extra)")
        }
        lines.append("Total unread: \(listing.totalUnread)")
        return lines.joined(separator: "\n")
    }
}
