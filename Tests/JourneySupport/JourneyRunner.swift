import Features
import Foundation
import Testing
import TestSupport
import ThresholdCore

/// Runs a journey through a face and checks what the user saw and what the data holds.
public enum JourneyRunner {
    public static func run(_ journey: Journey, through face: any JourneyFace.Type) throws {
        let folder = try JourneyFolder(journey.setup)
        let driver = try face.init(folder: folder)
        var seen = try journey.steps.map { try driver.perform($0.intent) }
        if let outputs = try driver.finish() { seen = outputs }
        try compare(journey, seen: seen, in: folder, face: face.name)
    }

    /// Checks what a face saw after each step of `journey` (`seen`, one text per step) and what the
    /// folder holds afterwards: the part every face shares (the desktop's driver, on the main
    /// actor, calls it directly).
    public static func compare(_ journey: Journey, seen: [String], in folder: JourneyFolder, face name: String) throws {
        for (index, step) in journey.steps.enumerated() {
            let text = index < seen.count ? seen[index] : ""
            for expected in step.outcome.sees {
                #expect(text.contains(expected), "\(name), step \(index + 1) \(step.intent): \"\(expected)\" not seen in:\n\(text)")
            }
            for unexpected in step.outcome.doesNotSee {
                #expect(!text.contains(unexpected), "\(name), step \(index + 1) \(step.intent): \"\(unexpected)\" seen in:\n\(text)")
            }
        }
        try check(journey.result, in: folder, face: name)
    }

    /// The data after the journey, read from the folder by a new store (what the next start sees).
    public static func check(_ result: Journey.Result, in folder: JourneyFolder, face: String) throws {
        if let written = result.archivesWritten {
            #expect(folder.archiveFiles.count == written, "\(face): archives written: \(folder.archiveFiles)")
        }
        if let names = result.newDeviceProfiles {
            // The lock travels with the archive: the new device opens with the same passcode.
            let store = try ThresholdStore(path: folder.newDevice.file("threshold.db"), kdfParameters: .testing)
            if let passcode = folder.passcode, try store.isLockOn() { _ = try store.unlock(passcode: passcode) }
            #expect(try store.listProfiles().profiles.map(\.name) == names, "\(face): the new device's profiles")
        }
        if let deleted = result.sourceDeleted {
            #expect(FileManager.default.fileExists(atPath: folder.directory.file("threshold.db")) == !deleted, "\(face): this device's data deleted")
            // Nothing else to read where the data is gone (a store opened there would make a new one).
            if deleted { return }
        }
        if let passcode = result.passcodeOpens {
            let store = try ThresholdStore(path: folder.directory.file("threshold.db"), kdfParameters: .testing)
            #expect(throws: Never.self, "\(face): the passcode \(passcode) opens the data") { _ = try store.unlock(passcode: passcode) }
        }
        let store = try folder.open()
        let visible = try store.listProfiles().profiles
        if let names = result.visibleProfiles {
            #expect(visible.map(\.name) == names, "\(face): visible profiles")
        }
        if let muted = result.muted {
            #expect(visible.filter(\.muted).map(\.name) == muted, "\(face): muted profiles")
        }
        if let wipeAfter = result.wipeAfter {
            #expect(try store.lockStatus().wipeAfter == wipeAfter, "\(face): wipe-after limit")
        }
        if let lockOn = result.lockOn {
            #expect(try store.isLockOn() == lockOn, "\(face): the app lock on")
        }
        if let language = result.language {
            #expect(try store.setting("language") == language, "\(face): the language setting")
        }
        if let theme = result.theme {
            #expect(try store.setting("theme") == theme, "\(face): the theme setting")
        }
        if let inUse = result.operatorsInUse {
            let states = try AppSession(store: store, brand: JourneyFolder.brand).operatorStates()
            #expect(states.filter(\.enabled).map(\.id) == inUse, "\(face): the operators in use")
        }
        if let name = result.selfDestructName {
            #expect(try store.lockStatus().selfDestructName == name, "\(face): the self-destruct profile's name")
        }
        if let (name, bio) = result.bio {
            #expect(visible.first { $0.name == name }?.bio == bio, "\(face): \(name)'s bio")
        }
        if let (password, name) = result.revealable {
            let revealed = try store.listProfiles(revealing: password).profiles.filter(\.hidden).map(\.name)
            #expect(revealed == [name], "\(face): the password reveals \(name)")
        }
    }
}

/// Where a language is picked from the list of shipped ones, no other code can be given.
public enum JourneyLanguages {
    /// The codes Settings › Language lists (English and every shipped catalog).
    public static var listed: [String] { CatalogLibrary.shipped.choosable }

    /// Why a face that lists the languages can't do `journey` (it gives a code not listed), or nil.
    public static func typedCodeReason(_ journey: Journey) -> String? {
        let unlisted = journey.steps.contains { step in
            if case .language(let code?) = step.intent { return !listed.contains(code) }
            return false
        }
        return unlisted ? "the language is picked from the list of shipped ones: no other code can be given" : nil
    }
}

/// Which journeys the desktop runs (DesktopJourneyTests in `scripts/desktop-tests`, the window
/// driven in-process), and why not the others. Here, so docs/parity.md's table is whole on a
/// machine without GTK.
public enum DesktopJourneys {
    public static func cannotDo(_ journey: Journey) -> String? {
        if journey.runsCommands { return JourneyCommands.noCommandLine }
        if journey.setup.seededMessages > 0 { return JourneyMigration.smallArchiveOnly }
        if journey.steps.contains(where: { if case .theme = $0.intent { true } else { false } }) {
            return "the theme follows the desktop's (Preferences says so): nothing to choose"
        }
        if journey.leavesOperators {
            return "Preferences › Conditions of use saves each switch as it is made: no change is left to keep or discard"
        }
        return JourneyLanguages.typedCodeReason(journey)
    }
}
