import Brand
import Features
import Foundation
import TestSupport
import Testing
@testable import PlainFace
import ThresholdCore

/// Plain mode's edit profile, app lock and migrate-to-another-device, scripted on a real store.
@Suite struct PlainSettingsTests {
    let directory = TemporaryDirectory("plain-settings")

    @Test func editThenLockThenExportAndKeepThisDevice() throws {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        let brand = try Brand.builtIn()
        try store.createProfile(name: "Bob")
        try store.createProfile(name: "Ann")
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
        let io = ScriptedPlainIO([
            "2", "", "1", "5", "  bobby", "y", "Hi there", "", "0",   // Bob -> Edit: a name to correct, a bio
            "4", "4", "1", "1234", "0",                              // Settings -> App lock -> Set passcode
            "5", "1", "1234", "1",                                   // Migrate -> Export (passcode) -> Keep
            "0", "0",
        ])
        PlainApp(store: store, brand: brand, io: io).run()
        let out = io.output
        #expect(out.contains("Correct name to \"bobby\"?"), "\(out)")
        #expect(out.contains("Updated \"bobby\"."))
        let bob = try #require(try store.listProfiles().profiles.first { $0.name == "bobby" })
        #expect(bob.bio == "Hi there")
        #expect(try store.isLockOn())
        #expect(out.contains("Exported to \(directory.path)/archives/"))
        #expect(out.contains("threshold:/migrate?v=1"))
        #expect(out.contains("Warning: \(MigrationExport.twoDevicesWarning)"))
        #expect(try store.setting(MigrationExport.finalizedKey) != nil)
    }

    @Test func anEmptyMenuTakesOnlyZero() throws {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        let brand = try Brand.builtIn()
        try store.createProfile(name: "Ann")
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
        // A search that matches nothing, then a number the empty menu doesn't have.
        let io = ScriptedPlainIO(["2", "zzz", "1", "0", "", "0", "0"])
        PlainApp(store: store, brand: brand, io: io).run()
        #expect(io.output.contains("No matching profiles.") && io.output.contains("Type a number from 0 to 0."))
    }

    @Test func deletingTheLastVisibleProfileGoesBackToOnboarding() throws {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        let brand = try Brand.builtIn()
        try store.createProfile(name: "Solo")
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
        // Profiles -> all -> Solo -> Delete (Mute, Delete, Edit) -> local only -> yes -> welcome -> quit.
        let io = ScriptedPlainIO(["2", "", "1", "2", "1", "yes", "0"])
        PlainApp(store: store, brand: brand, io: io).run()
        #expect(try store.listProfiles().profiles.isEmpty)
        let afterDelete = io.output.components(separatedBy: "Type yes to delete: ").last ?? ""
        #expect(afterDelete.contains("Create your profile"), "\(afterDelete)")
        #expect(!afterDelete.contains("No matching profiles"))
    }
}
