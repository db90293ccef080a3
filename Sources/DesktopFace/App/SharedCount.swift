import Synchronization

/// A number changed on one thread and read on another.
final class SharedCount: Sendable {
    private let value = Atomic<Int>(0)

    var current: Int { value.load(ordering: .sequentiallyConsistent) }

    /// Adds one and returns the new value.
    func increment() -> Int { value.add(1, ordering: .sequentiallyConsistent).newValue }
}
