@testable import Features
import Testing
import ThresholdCore

/// Issue 31: Create profile / Edit profile as one model (the full screen and plain mode each had
/// their own rules and words for it).
@Suite struct ProfileFormTests {
    @Test func createsAValidName() {
        var form = ProfileForm(.create)
        form.name = "Eve"
        form.bio = "hello"
        #expect(form.canSubmit)
        #expect(form.submit() == .create(name: "Eve", bio: "hello"))
    }

    /// Issue 31: a bio keeps no ESC or BEL, whichever face's field gave it (the desktop's entry
    /// kept them; the journey "a bio typed with a BEL is stored without it" found it).
    @Test func aBioDropsControlCharacters() {
        var form = ProfileForm(.create)
        form.name = "Eve"
        form.bio = "Night\u{07} \u{1B}shift"
        #expect(form.submit() == .create(name: "Eve", bio: "Night shift"))
        var step = CreateProfileStep()
        _ = step.send(.setBio("Night\u{07} \u{1B}shift"))
        #expect(step.bio == "Night shift")
    }

    @Test func offersTheCorrectedNameThenCreatesIt() {
        var form = ProfileForm(.create)
        form.name = "  Decoy"
        #expect(!form.canSubmit)
        #expect(form.submit() == .refused(.invalidName(corrected: "Decoy")))
        form.useCorrectedName()
        #expect(form.submit() == .create(name: "Decoy", bio: ""))
    }

    @Test func anEmptyOrSymbolFreeNameIsRefusedWithoutAnOffer() {
        for name in ["", "   "] {
            var form = ProfileForm(.create)
            form.name = name
            #expect(form.submit() == .refused(.invalidName(corrected: nil)), "\(name)")
        }
    }

    @Test func aBioOverTheLimitSaysItsSize() {
        var form = ProfileForm(.create)
        form.name = "Eve"
        form.bio = String(repeating: "é", count: 81)
        #expect(form.bioBytes == 162 && !form.bioFits)
        #expect(form.submit() == .refused(.bioTooLong(162)))
    }

    @Test func editingSendsOnlyWhatChanged() {
        var form = ProfileForm(.edit(name: "Ann", bio: "old"))
        #expect(form.name == "Ann" && form.bio == "old" && form.isEditing)
        #expect(form.submit() == .unchanged)
        form.bio = "new"
        #expect(form.submit() == .update(name: nil, bio: "new"))
        form.name = "Anna"
        #expect(form.submit() == .update(name: "Anna", bio: "new"))
    }
}
