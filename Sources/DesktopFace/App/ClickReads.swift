import GTKKit

/// What the person's clicks wait for on the window's store queue (issue 33): a read or write a
/// click starts runs there after whatever store work is queued before it (a live check, the
/// re-key it carries out), so the main loop never waits for the store.
@MainActor
final class ClickReads {
    /// Bumped by every click that changes what the window shows (opening a chat, switching
    /// profiles, going back to the list or to the profiles): a result that comes back for an
    /// earlier one shows its data but does not navigate, so a later click is never undone by an
    /// earlier one's read; a job that starts after a later click skips what it would have done (a
    /// chat not opened is not marked read). Read on the store queue too.
    let navigation = SharedCount()
    /// Click jobs queued or running on the store queue.
    var waiting = 0
    /// Turns under the page while a click's job waits longer than a moment.
    let spinner = Spinner()
    /// The timer that shows ``spinner`` once a job has waited a moment (none for a quick read).
    var spinnerDelay: MainLoopTimer?
}
