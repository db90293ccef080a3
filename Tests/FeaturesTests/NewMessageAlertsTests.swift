import Features
import Testing
import ThresholdCore

/// The desktop notification rule (PRODUCT.md 5 and 12), against summaries: visible unmuted profiles
/// whose unread count grew notify; muted, hidden and Off never do.
@Suite struct NewMessageAlertsTests {
    let before = [ProfileSummary(name: "Ann", unread: 0), ProfileSummary(name: "Bob", unread: 2, muted: true),
                  ProfileSummary(name: "Cy", unread: 1)]

    @Test func aVisibleUnmutedProfileWhoseCountGrewNotifies() {
        let after = [ProfileSummary(name: "Ann", unread: 2), ProfileSummary(name: "Bob", unread: 2, muted: true),
                     ProfileSummary(name: "Cy", unread: 1)]
        let alerts = NewMessageAlerts.alerts(before: before, after: after, mode: .instant)
        #expect(alerts == [.init(id: "profile-Ann", title: "Ann", body: "2 new messages")])
        #expect(NewMessageAlerts.alerts(before: before, after: after, mode: .periodic).count == 1)
    }

    @Test func mutedProfilesNeverNotify() {
        let after = [ProfileSummary(name: "Ann"), ProfileSummary(name: "Bob", unread: 5, muted: true),
                     ProfileSummary(name: "Cy", unread: 1)]
        #expect(NewMessageAlerts.alerts(before: before, after: after, mode: .instant).isEmpty)
    }

    @Test func hiddenProfilesNeverNotifyEvenWhenRevealed() {
        let after = before + [ProfileSummary(name: "Dee", unread: 3, muted: true, hidden: true),
                              ProfileSummary(name: "Eve", unread: 3, hidden: true)]
        #expect(NewMessageAlerts.alerts(before: before, after: after, mode: .instant).isEmpty)
    }

    @Test func offOrNoModeNeverNotifies() {
        let after = [ProfileSummary(name: "Ann", unread: 4)] + before.dropFirst()
        #expect(NewMessageAlerts.alerts(before: before, after: after, mode: .off).isEmpty)
        #expect(NewMessageAlerts.alerts(before: before, after: after, mode: nil).isEmpty)
    }

    @Test func aNewProfileWithUnreadMessagesNotifies() {
        let after = before + [ProfileSummary(name: "Fay", unread: 1)]
        #expect(NewMessageAlerts.alerts(before: before, after: after, mode: .instant).map(\.title) == ["Fay"])
    }
}
