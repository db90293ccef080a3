import Synchronization

/// A flag set on one thread and read on another.
final class SharedFlag: Sendable {
    private let value = Atomic<Bool>(false)

    var isSet: Bool { value.load(ordering: .sequentiallyConsistent) }

    func set(_ on: Bool) { value.store(on, ordering: .sequentiallyConsistent) }
}
