import Features
import Testing
import ThresholdCore

/// "Your chat profiles"' one reveal state machine (issue 31: the full screen and the desktop each
/// had their own, each with its own pause).
@Suite struct ProfileFinderTests {
    let ann = Profile(id: 1, name: "Ann", bio: "", createdAt: 0, muted: false, hidden: false, unread: 0, active: true)
    let bob = Profile(id: 2, name: "Bob", bio: "", createdAt: 0, muted: false, hidden: false, unread: 0, active: false)
    let work = Profile(id: 3, name: "Work", bio: "", createdAt: 0, muted: true, hidden: true, unread: 2, active: false)

    @Test func typingFiltersAtOnceAndTriesThePasswordAfterThePause() {
        var finder = ProfileFinder<Profile>()
        #expect(finder.rows(text: "", visible: [ann, bob]) == [.profile(ann), .profile(bob), .addProfile])
        let wait = finder.textChanged("bo")
        #expect(wait == .waitForPause(generation: finder.generation))
        #expect(finder.rows(text: "bo", visible: [ann, bob]) == [.profile(bob)])
        let attempt = finder.pauseEnded(generation: finder.generation, text: " blue heron ", allowed: true)
        #expect(attempt == .reveal(generation: finder.generation, password: "blue heron"))
        #expect(finder.isRevealing)
        finder.revealFinished(generation: finder.generation, password: "blue heron", found: [work, ann])
        #expect(finder.revealed == [work], "only hidden profiles are revealed")
        #expect(finder.rows(text: "blue heron", visible: [ann, bob]) == [.profile(work)])
        #expect(finder.password(for: work) == "blue heron" && finder.password(for: ann) == nil)
        #expect(finder.isRevealed(work))
    }

    @Test func anOlderTextsPauseOrResultIsIgnored() {
        var finder = ProfileFinder<Profile>()
        _ = finder.textChanged("blue")
        let old = finder.generation
        _ = finder.textChanged("blue heron")
        #expect(finder.pauseEnded(generation: old, text: "blue heron", allowed: true) == nil)
        finder.revealFinished(generation: old, password: "blue", found: [work])
        #expect(finder.revealed.isEmpty)
    }

    @Test func anotherTextForgetsTheRevealButTheSamePasswordKeepsIt() {
        var finder = ProfileFinder<Profile>()
        _ = finder.textChanged("pw")
        _ = finder.pauseEnded(generation: finder.generation, text: "pw", allowed: true)
        finder.revealFinished(generation: finder.generation, password: "pw", found: [work])
        _ = finder.textChanged("pw ")
        #expect(finder.revealed == [work], "a trailing space is the same password")
        _ = finder.textChanged("pwx")
        #expect(finder.revealed.isEmpty && finder.revealPassword == nil)
    }

    @Test func withTheGrantEndedTheTextIsNotTriedAndTheUnlockRowIsOffered() {
        var finder = ProfileFinder<Profile>()
        _ = finder.textChanged("zz")
        #expect(finder.pauseEnded(generation: finder.generation, text: "zz", allowed: false) == nil)
        #expect(finder.rows(text: "zz", visible: [ann]) == [.unlockToReveal])
        #expect(finder.revealNow("zz") == .reveal(generation: finder.generation, password: "zz"))
        #expect(!finder.needsUnlockToReveal)
    }

    @Test func theActiveHiddenProfileKeepsItsRowWhileTheFieldIsEmpty() {
        var finder = ProfileFinder<Profile>()
        var active = work
        active.active = true
        #expect(finder.rows(text: "", visible: [ann, bob], active: active) == [.profile(active), .profile(ann), .profile(bob), .addProfile])
        #expect(finder.rows(text: "Wo", visible: [ann, bob], active: active).isEmpty, "typing its name never finds it")
        finder.profileHidden()
        #expect(finder.showsHiddenBanner)
        _ = finder.textChanged("a")
        #expect(!finder.showsHiddenBanner)
    }
}
