import Features
import Testing

/// The texts plain mode and the command line share, written once in Features: the notification
/// settings in a sentence (plural interval, token state), the profile prompts and results, the
/// delete's outbox count, in English and in languages with other plural rules.
@Suite struct SharedTextTests {
    private func settings(_ mode: NotificationSettings.Mode?, _ token: NotificationSettings.TokenState = .notNeeded,
                          minutes: Int = 30) -> NotificationSettings {
        NotificationSettings(mode: mode, tokenState: token, intervalMinutes: minutes, nextCheckAt: nil)
    }

    @Test func notificationSummariesInEnglish() {
        Texts.with(.english) {
            #expect(NotificationSettingsText.summary(settings(nil)) == "Notifications: no mode chosen yet.")
            #expect(NotificationSettingsText.summary(settings(.off)) == "Notifications: off.")
            #expect(NotificationSettingsText.summary(settings(.instant, .waitingForToken))
                    == "Notifications: instant (waiting for a device token).")
            #expect(NotificationSettingsText.summary(settings(.periodic, minutes: 1)) == "Notifications: periodic, every 1 minute.")
            #expect(NotificationSettingsText.summary(settings(.periodic, minutes: 30)) == "Notifications: periodic, every 30 minutes.")
            #expect(NotificationSettingsText.details(settings(.periodic, .registered, minutes: 30))
                    == "Device token: registered; periodic checks every 30 minutes; next check: —.")
            #expect(NotificationSettingsText.modeName(nil) == "not chosen")
        }
    }

    @Test(arguments: [(1, "минуту"), (2, "минуты"), (5, "минут"), (21, "минуту"), (11, "минут")])
    func theIntervalTakesRussianPluralForms(minutes: Int, word: String) {
        let text = Texts.with(Translator(preferences: ["ru"])) {
            NotificationSettingsText.summary(settings(.periodic, minutes: minutes))
        }
        #expect(text == "Уведомления: периодически, раз в \(minutes) \(word).")
    }

    @Test func profileTextsIsolateNamesAndCountPlurals() {
        Texts.with(.english) {
            #expect(ProfilesText.created("Ann") == "Created profile \"Ann\"; it is now active.")
            #expect(ProfilesText.passwordToHide("Ann") == "Password to hide \"Ann\": ")
            #expect(ProfileDeleteText.queued(1) == "1 server deletion queued in the outbox.")
            #expect(ProfileDeleteText.queued(3) == "3 server deletions queued in the outbox.")
            #expect(ScreenText.whatsNewHeading(version: "1.2", title: "T") == "What's new in 1.2: T")
        }
        let arabic = Texts.with(Translator(preferences: ["ar"])) { ProfilesText.visibleAgain("Ann") }
        #expect(arabic.contains("\u{2068}Ann\u{2069}"), "\(arabic)")
        let german = Texts.with(Translator(preferences: ["de"])) { ProfileDeleteText.queued(2) }
        #expect(german == "2 Server-Löschaufträge in den Postausgang gestellt.")
    }

    @Test func theVersionIsOneConstant() {
        #expect(AppVersion.current.split(separator: ".").count == 3)
    }
}
