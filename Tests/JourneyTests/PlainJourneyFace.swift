@testable import Features
@testable import PlainFace
import JourneySupport
import ThresholdCore

/// The journeys through plain mode, answered as a person reading the menus would: an entry is
/// chosen by its label in the menu just printed (never by a number fixed in the test), a passcode
/// is typed when the passcode prompt asks for it.
final class PlainJourneyFace: JourneyFace {
    static let name = "plain"
    let folder: JourneyFolder
    let io: JourneyPlainIO
    /// Where the session is between steps: the home menu, or the profile list a reveal left open.
    private var inProfileList = false
    /// Or Settings › Operators and conditions, where a toggle left it.
    private var inOperators = false
    /// Or Settings, where a refused export left it.
    private var inSettings = false
    /// Or the finalize question that follows an export.
    private var atFinalize = false
    /// The app quit (this device's data deleted): nothing more is typed.
    private var quit = false

    init(folder: JourneyFolder) throws {
        self.folder = folder
        io = JourneyPlainIO(passcode: { [folder] in folder.passcode })
    }

    static func cannotDo(_ journey: Journey) -> String? {
        if journey.runsCommands { return JourneyCommands.noCommandLine }
        if journey.setup.seededMessages > 0 { return JourneyMigration.smallArchiveOnly }
        if journey.steps.contains(where: { if case .theme = $0.intent { true } else { false } }) {
            return "plain mode draws no colors: it has no theme"
        }
        if journey.steps.contains(where: { if case .recover = $0.intent { true } else { false } }) {
            return "no recovery of its own: `threshold lock recover` before starting (the command line's journey)"
        }
        return JourneyLanguages.typedCodeReason(journey)
    }

    /// Steps are queued; plain mode runs them all in ``finish()``, which returns what each printed.
    func perform(_ intent: Journey.Intent) throws -> String {
        io.beginStep()
        let profiles = ProfilesText.title
        func leaveList() { io.queue(.secret(""), .back) }
        if inProfileList {
            if case .switchTo = intent {} else {
                io.queue(.back)
                inProfileList = false
            }
        }
        if inSettings {
            io.queue(.back)
            inSettings = false
        }
        if atFinalize {
            switch intent {
            case .finalize, .importOnNewDevice: break
            default:
                // No choice: back to Settings, then home.
                io.queue(.back, .back)
                atFinalize = false
            }
        }
        if inOperators {
            switch intent {
            case .toggleOperator, .acceptOperators, .leaveOperators: break
            default:
                io.queue(.back, .back)
                inOperators = false
            }
        }
        switch intent {
        case .hide(let name, let password):
            io.queue(.choose(profiles), .secret(""), .choose(name), .choose(ProfileAction.hide.title), .secret(password))
            leaveList()
        case .reveal(let password):
            io.queue(.choose(profiles), .secret(password))
            inProfileList = true
        case .switchTo(let name):
            if inProfileList {
                io.queue(.choose(name), .choose(ProfileAction.activate.title))
                leaveList()
                inProfileList = false
            } else {
                io.queue(.choose(tr("Switch to {name}", ["name": .user(name)])))
            }
        case .read(let contact):
            io.queue(.choose(tr("Read a chat")), .choose(contact))
        case .mute(let name), .unmute(let name):
            let action: ProfileAction = if case .mute = intent { .mute } else { .unmute }
            io.queue(.choose(profiles), .secret(""), .choose(name), .choose(action.title))
            leaveList()
        case .delete(let name, let confirm):
            io.queue(.choose(profiles), .secret(""), .choose(name), .choose(ProfileAction.delete.title),
                     .choose(ProfileDeleteText.localOnly), .text(confirm ? "yes" : "no"))
            leaveList()
        case .create(let name, let bio):
            io.queue(.choose(tr("Create profile")), .text(name),
                     .ifAsked(DisplayNameCheck(name).problem ?? "\u{0}", answer: ""), .text(bio),
                     .ifAsked(PromptText.shorterBio, answer: ""))
        case .wipeAfter(let text):
            io.queue(.choose(tr("Settings")), .choose(LockText.title), .choose(LockText.wipeAfterEntry), .text(text), .back, .back)
        case .welcomeCreate:
            io.queue(.choose(OnboardingText.createProfile))
        case .restart:
            // The end of the input quits (as Ctrl-D); a new plain session starts on the folder.
            io.queue(.endSession)
        case .back:
            // "Display name (empty to go back)".
            io.queue(.text(""))
        case .unlock(let passcode):
            // Plain mode asks the passcode before its first menu (``passLockAtStart(_:)``).
            io.queue(.secret(passcode))
        case .language(let code):
            io.queue(.choose(tr("Settings")), .choose(SettingsText.language),
                     .choose(code.map { SettingsText.languageName($0) } ?? SettingsText.followSystemLanguage), .back)
        case .checkData:
            io.queue(.choose(tr("Settings")), .choose(SettingsText.checkData), .back)
        case .theme:
            break
        case .recover:
            break
        case .whatsNew:
            io.queue(.choose(tr("Settings")), .choose(tr("What's new")), .back)
        case .toggleOperator(let id):
            if !inOperators { io.queue(.choose(tr("Settings")), .choose(tr("Operators and conditions"))) }
            inOperators = true
            let name = JourneyFolder.brand.operators.first { $0.id == id }?.tradeName ?? id
            io.queue(.choose("[x] " + name, or: "[ ] " + name))
        case .acceptOperators:
            io.queue(.choose(tr("Accept conditions for the selected operators")), .back)
            inOperators = false
        case .leaveOperators(let keep):
            // Back, then the question's answer.
            io.queue(.back, .choose(keep ? tr("Accept", context: "button") : OperatorSettingsText.discard), .back)
            inOperators = false
        case .selfDestruct(let name, let passcode):
            // The name, "Correct name to X?" answered yes (Enter) when asked, then the passcode (once:
            // no one types at a terminal here).
            io.queue(.choose(tr("Settings")), .choose(LockText.title), .choose(LockText.setSelfDestruct), .text(name),
                     .ifAsked(DisplayNameCheck(name).problem ?? "\u{0}", answer: ""), .secret(passcode), .back, .back)
        case .export(let typed):
            // The passcode prompt before the export is answered with `typed` (the IO types the
            // folder's own otherwise).
            let wrong = typed.map { $0 != folder.passcode } ?? false
            io.queue(.run { [io] in io.typedPasscode = typed; return "" },
                     .choose(tr("Settings")), .choose(SettingsText.migrateToAnotherDevice), .choose(DirectTransferText.fileOption))
            if wrong { inSettings = true } else { atFinalize = true }
        case .importOnNewDevice:
            // While this device waits at the finalize question: plain mode on the new device.
            io.queue(.run { [folder, io] in
                folder.noteExport(in: io.output)
                return try PlainJourneyFace.importOnNewDevice(folder)
            })
        case .finalize(let deleteLocal):
            if deleteLocal {
                io.queue(.choose(MigrationText.deleteThisDevicesData), .text("yes"))
                quit = true
            } else {
                // The exported archive is kept (its question answered no).
                io.queue(.choose(MigrationText.keepUsingThisDevice), .text("no"), .back)
            }
            atFinalize = false
        case .command:
            break
        case .secondApp:
            io.queue(.run { [folder] in try folder.startSecondApp() })
        case .importReplacing:
            io.queue(.run { [folder] in try folder.importReplacing() })
        }
        return ""
    }

    /// The passcode prompts before the first menu, as `threshold --plain` asks them
    /// (PlainLockPrompt): the journey's ``Journey/Intent/unlock(_:)`` answers, a wrong one said.
    private func passLockAtStart(_ door: LockDoor) throws {
        var last: String?
        io.atLockScreen = true
        defer {
            io.atLockScreen = false
            if let last { try? folder.typedAtLockScreen(last) }
        }
        _ = try door.pass(attempts: 3, isInteractive: true, readPasscode: {
            if let last { try? folder.typedAtLockScreen(last) }
            last = io.readSecret(prompt: PromptText.passcode)
            return last
        }, wrongPasscode: { io.write(ErrorReport(LockError.wrongPasscode).message + "\n") })
    }

    /// Plain mode on the new device: Welcome › Migrate from another device, the link, the other
    /// device's passcode when asked; what it printed (its progress lines marked).
    static func importOnNewDevice(_ folder: JourneyFolder) throws -> String {
        let io = JourneyPlainIO(passcode: { nil })
        io.beginStep()
        io.queue(.choose(OnboardingText.migrate), .text(folder.exportedLink ?? ""),
                 .ifAsked(MigrationImportText.lockedArchive, answer: folder.passcode ?? ""), .back)
        let session = try AppSession.open(dataDirectoryFlag: folder.newDevice.path, environment: [:], brand: JourneyFolder.brand,
                                          deviceToken: FixedDeviceToken(nil), interactive: true, kdfParameters: .testing) { _ in }
        PlainApp(session: session, io: io).run()
        session.end()
        if let problem = io.problem { throw JourneyFailure(problem + "\n--- plain output on the new device ---\n" + io.output) }
        return JourneyProgress.marked(io.output)
    }

    func finish() throws -> [String]? {
        if quit {
            return try run()
        }
        if inProfileList { io.queue(.back) }
        if inOperators { io.queue(.back, .back) }
        if inSettings { io.queue(.back) }
        if atFinalize { io.queue(.back, .back) }
        io.queue(.back)
        return try run()
    }

    private func run() throws -> [String] {
        var first = true
        repeat {
            // As `threshold --plain` starts: the app holds the folder until it quits.
            let session = try folder.openApp(passLock: first && !folder.setup.unlockAtStart ? { try self.passLockAtStart($0) } : nil)
            first = false
            PlainApp(session: session, io: io).run()
            session.end()
        } while io.startNextSession()
        if let problem = io.problem { throw JourneyFailure(problem + "\n--- plain output ---\n" + io.output) }
        return io.stepOutputs()
    }
}

/// A failure of the face driver itself (a menu entry it looked for was not there).
struct JourneyFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Plain mode's input and output for a journey: queued answers consumed as prompts come.
final class JourneyPlainIO: PlainIO {
    enum Answer {
        /// The numbered entry whose label starts with this text (or the other), in the menu printed last.
        case choose(String, or: String? = nil)
        /// 0: Back, Cancel or Quit.
        case back
        case text(String)
        case secret(String)
        /// Answered only when the prompt (or what was printed since the last answer) contains the text.
        case ifAsked(String, answer: String)
        /// The end of input: this plain session quits; ``startNextSession()`` says whether another follows.
        case endSession
        /// Something done outside the app while it waits at its next prompt (another process on
        /// the folder); what it printed joins the output.
        case run(() throws -> String)
    }

    /// The passcode that opens the data now (asked again before sensitive actions).
    let passcode: () -> String?
    /// Typed at the next passcode prompt instead of ``passcode`` (a journey's wrong one).
    var typedPasscode: String?
    /// Progress lines are printed (as on a terminal).
    var showsProgress: Bool { true }
    /// While plain mode asks the passcode at start: the journey's own answers are typed.
    var atLockScreen = false
    var output = ""
    var isInteractive: Bool { false }
    private var answers: [(step: Int, answer: Answer)] = []
    private var step = -1
    /// Where each step's output begins.
    private var starts: [Int: String.Index] = [:]
    private var lastAnswerEnd: String.Index
    private(set) var problem: String?

    init(passcode: @escaping () -> String?) {
        self.passcode = passcode
        lastAnswerEnd = output.endIndex
    }

    func beginStep() { step += 1 }

    /// After a session quit: true when answers remain for another one.
    func startNextSession() -> Bool { problem == nil && !answers.isEmpty }
    func queue(_ list: Answer...) { answers += list.map { (step, $0) } }

    func write(_ text: String) { output += text }
    func readLine(prompt: String) -> String? {
        output += prompt
        return next(prompt: prompt, secret: false)
    }
    func readSecret(prompt: String) -> String? {
        output += prompt + "\n"
        return next(prompt: prompt, secret: true)
    }

    /// The text printed for each step.
    func stepOutputs() -> [String] {
        (0...max(step, 0)).map { index in
            guard let start = starts[index] else { return "" }
            let end = starts[index + 1] ?? output.endIndex
            return String(output[start..<end])
        }
    }

    private func next(prompt: String, secret: Bool) -> String? {
        let since = String(output[lastAnswerEnd...])
        defer { lastAnswerEnd = output.endIndex }
        // The passcode prompt: the user types the passcode (not one of the journey's answers).
        if secret, prompt == PromptText.passcode, !atLockScreen, let passcode = typedPasscode ?? passcode() {
            output += JourneyFolder.passcodeAsked + "\n"
            typedPasscode = nil
            return passcode
        }
        while let (answerStep, answer) = answers.first {
            answers.removeFirst()
            // A step begins at its first answer: what its previous step printed after its own last
            // answer (a reveal's rows, a chat's messages) stays with that step.
            if starts[answerStep] == nil { starts[answerStep] = output.endIndex }
            switch answer {
            case .ifAsked(let text, let reply):
                if since.contains(text) { return reply }
                continue
            case .back: return "0"
            case .run(let body):
                do { output += try body() } catch { problem = "\(error)"; return nil }
                continue
            case .endSession: return nil
            case .text(let text), .secret(let text): return text
            case .choose(let label, let other):
                let lines = since.split(separator: "\n").map(String.init)
                for line in lines.reversed() {
                    let trimmed = line.drop { $0 == " " }
                    guard let close = trimmed.firstIndex(of: ")") else { continue }
                    let number = trimmed[..<close]
                    let entry = trimmed[trimmed.index(after: close)...].drop { $0 == " " }
                    if !number.isEmpty, number.allSatisfy(\.isNumber), entry.hasPrefix(label) || other.map(entry.hasPrefix) == true {
                        return String(number)
                    }
                }
                problem = "no menu entry \"\(label)\" at step \(answerStep + 1) in:\n\(since)"
                return nil
            }
        }
        return nil
    }
}
