import Features
import Testing

/// The lock's rules every face asks: when the passcode is needed again, what a new passcode must
/// be, and how a typed answer reads.
@Suite struct AuthorizationTests {
    @Test func withTheLockOffNothingAsks() {
        let authorization = Authorization(isLockOn: false)
        for action in UserAction.allCases { #expect(authorization.allows(action, at: 0)) }
    }

    @Test func aGrantLastsTheDelaySinceTheLastActivityAndLockChangesAlwaysAsk() {
        var authorization = Authorization(isLockOn: true, lockDelay: 30)
        #expect(!authorization.allows(.hideProfile, at: 0))
        #expect(authorization.allows(.muteProfile, at: 0))
        authorization.passcodeAccepted(at: 100)
        #expect(authorization.allows(.hideProfile, at: 129))
        #expect(!authorization.allows(.clearPasscode, at: 101))
        #expect(!authorization.allows(.exportArchive, at: 101))
        // Activity keeps the grant alive; idleness ends it, and activity after that does not revive it.
        authorization.activity(at: 125)
        #expect(authorization.allows(.deleteProfile, at: 150))
        #expect(!authorization.allows(.deleteProfile, at: 156))
        authorization.activity(at: 160)
        #expect(!authorization.isGranted(at: 161))
    }

    @Test func aZeroDelayAsksEveryTime() {
        var authorization = Authorization(isLockOn: true, lockDelay: 0)
        authorization.passcodeAccepted(at: 5)
        #expect(!authorization.allows(.createProfile, at: 5))
        // A passcode asked for an action allows that one action, and nothing after it.
        authorization.passcodeAccepted(at: 5, forAction: true)
        #expect(authorization.allows(.createProfile, at: 5))
        authorization.took(.createProfile)
        #expect(!authorization.allows(.createProfile, at: 5))
        authorization.passcodeAccepted(at: 6, forAction: true)
        authorization.activity(at: 6)
        #expect(!authorization.allows(.deleteProfile, at: 6))
    }

    @Test func theDelayComesFromTheEnvironmentWithinItsBounds() {
        #expect(Authorization.lockDelay(environment: [:]) == Authorization.defaultLockDelay)
        #expect(Authorization.lockDelay(environment: ["THRESHOLD_LOCK_DELAY": "0"]) == 0)
        #expect(Authorization.lockDelay(environment: ["THRESHOLD_LOCK_DELAY": "3600"]) == 3600)
        for bad in ["-1", "3601", "ten", "", "1e3"] {
            #expect(Authorization.lockDelay(environment: ["THRESHOLD_LOCK_DELAY": bad]) == Authorization.defaultLockDelay)
        }
    }

    @Test func turningTheLockOnInThisSessionGrantsAndTurningItOffEndsTheGrant() {
        var authorization = Authorization(isLockOn: false, lockDelay: 30)
        authorization.lockState(isOn: false, at: 0)
        authorization.lockState(isOn: true, at: 10)
        #expect(authorization.allows(.hideProfile, at: 20))
        authorization.lockState(isOn: false, at: 21)
        authorization.lockRequired()
        #expect(!authorization.allows(.hideProfile, at: 22))
    }
}

@Suite struct NewPasscodeTests {
    @Test func problemsInTheOrderAPersonMeetsThem() {
        #expect(NewPasscode.problem("", confirmation: nil) == "Enter a passcode.")
        #expect(NewPasscode.problem(" 1234", confirmation: nil) == "The passcode can't start or end with a space.")
        #expect(NewPasscode.problem("1234", confirmation: "") == "Type the passcode again.")
        #expect(NewPasscode.problem("1234", confirmation: "1235") == "The passcodes don't match.")
        #expect(NewPasscode.problem("1234", confirmation: "1234") == nil)
        #expect(NewPasscode.problem("1234", confirmation: nil) == nil)
    }

    @Test func shortPasscodesAreWarnedAboutNotRefused() {
        #expect(NewPasscode.warning(for: "1234")?.contains("short") == true)
        #expect(NewPasscode.warning(for: "correct horse") == nil)
        #expect(NewPasscode.matches("abc", "abc") && !NewPasscode.matches("abc", "abd") && !NewPasscode.matches("abc", "abcd"))
    }
}

@Suite struct AnswerTests {
    @Test(arguments: [("y", true), ("YES", true), (" yes\n", true), ("ja", true), ("oui", true), ("да", true),
                      ("はい", true), ("n", false), ("No", false), ("nein", false), ("нет", false)])
    func yesAndNoInTheShippedLanguages(text: String, answer: Bool) {
        #expect(Answer.yesNo(text, default: !answer) == answer)
    }

    /// Each language's own words and their first letters, English y/n beside them; the hint
    /// shows the language's letters (issue 35: Russian "д" was taken as no, and the hint was
    /// "[Y/n]" in every language).
    @Test(arguments: [("ru", ["д", "да", "Д", "y"], ["н", "нет", "n"], "[Д/н]"), ("de", ["j", "ja", "y"], ["n", "nein"], "[J/n]"),
                      ("ja", ["は", "はい", "y"], ["い", "いいえ", "n"], "はい/いいえ"), ("tr", ["e", "evet", "E", "y"], ["h", "hayır", "n"], "[E/h]"),
                      ("ar", ["ن", "نعم", "y"], ["ل", "لا", "n"], "نعم/لا"), ("uk", ["т", "так"], ["н", "ні"], "[Т/н]"),
                      ("fa", ["ب", "بله", "آره"], ["ن", "نه", "خیر"], "بله/نه"), ("zh_CN", ["是", "好"], ["否", "不"], "是/否"),
                      ("fr", ["o", "oui"], ["n", "non"], "[O/n]"), ("es", ["s", "sí", "si"], ["n", "no"], "[S/n]")])
    func eachLanguagesWordsAndFirstLetters(language: String, yes: [String], no: [String], hint: String) {
        Texts.with(Translator(preferences: [language])) {
            for word in yes { #expect(Answer.yesNo(word, default: false) == true, "\(language) \(word)") }
            for word in no { #expect(Answer.yesNo(word, default: true) == false, "\(language) \(word)") }
            for unclear in ["x", "maybe", "ja nein"] { #expect(Answer.yesNo(unclear, default: true) == nil, "\(language) \(unclear)") }
            #expect(PromptText.yesNo("Q?", defaultYes: true).contains(hint), "\(PromptText.yesNo("Q?", defaultYes: true))")
            #expect(!PromptText.yesNo("Q?", defaultYes: false).contains("[y/N]"))
        }
    }

    @Test func emptyIsTheDefaultAndAnythingElseIsUnclear() {
        #expect(Answer.yesNo("", default: true) == true)
        #expect(Answer.yesNo("  ", default: false) == false)
        #expect(Answer.yesNo("maybe", default: true) == nil)
        #expect(!Answer.isYes("maybe") && !Answer.isYesByDefault("maybe") && Answer.isYesByDefault(""))
        #expect(Answer.isTypedYes(" YES ") && !Answer.isTypedYes("y"))
    }
}

/// Issue 31: the wipe-after limit was parsed in four faces, and the copies disagreed (an empty
/// entry was "off" in two, invalid in a third; plain mode took 0 and 99999).
@Suite struct WipeAfterLimitTests {
    @Test(arguments: [("", nil), ("  ", nil), ("off", nil), ("OFF", nil), (" Off ", nil), ("1", 1), (" 10 ", 10),
                      ("\(AppSession.maxWipeAfter)", AppSession.maxWipeAfter),
                      // Digits typed on an Arabic or Persian keyboard.
                      ("٣", 3), ("۵", 5)] as [(String, Int?)])
    func accepts(_ text: String, _ limit: Int?) throws {
        #expect(try WipeAfterLimit.parse(text) == limit)
        #expect(WipeAfterLimit.isValid(text))
    }

    @Test(arguments: ["0", "-1", "+3", "3.0", "1e2", "x", "三", "\(AppSession.maxWipeAfter + 1)", "99999999999999999999", "3 4"])
    func refuses(_ text: String) {
        #expect(throws: LockError.invalidAttemptLimit) { try WipeAfterLimit.parse(text) }
    }
}

/// Issue 31: every form offers the corrected display name the same way.
@Suite struct DisplayNameCheckTests {
    @Test func offersTheCorrectedNameAsCreateProfileDoes() {
        #expect(DisplayNameCheck("") == .empty)
        #expect(DisplayNameCheck("Decoy") == .valid)
        #expect(DisplayNameCheck("  Decoy") == .correctable("Decoy"))
        #expect(DisplayNameCheck("  Decoy").problem?.contains("Decoy") == true)
        #expect(DisplayNameCheck("...") == .invalid)
        #expect(DisplayNameCheck("Decoy").problem == nil)
    }
}
