import Foundation

/// One answer handed from the UI thread to work waiting for it on another thread (the import asks
/// for a locked archive's passcode and waits). `@unchecked Sendable`: every access is under `lock`.
final class AnswerMailbox<Answer: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var answer: Answer?

    /// Forgets an answer nobody waited for (before a new question).
    func clear() {
        condition.lock()
        answer = nil
        condition.unlock()
    }

    /// Posts the answer and wakes the waiting thread.
    func post(_ value: Answer) {
        condition.lock()
        answer = value
        condition.signal()
        condition.unlock()
    }

    /// Waits until an answer is posted, then takes it.
    func wait() -> Answer {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let value = answer {
                answer = nil
                return value
            }
            condition.wait()
        }
    }
}
