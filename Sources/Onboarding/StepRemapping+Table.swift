extension StepRemapping {
    /// Checks a table against the registered step ids.
    ///
    /// - Throws: ``OnboardingError/remappedStepStillRegistered(_:)`` when an old id is registered,
    ///   ``OnboardingError/duplicateRemapping(_:)`` when an old id maps to one new id twice,
    ///   ``OnboardingError/remappingCycle(_:)`` when entries lead back to where they started,
    ///   ``OnboardingError/unknownRemappingTarget(oldID:newID:)`` when a chain ends at an id that
    ///   is neither registered nor retired.
    static func validate(_ table: [StepRemapping], registered: Set<String>) throws(OnboardingError) {
        var targets: [String: [String?]] = [:]
        var pairs = Set<[String]>()
        for entry in table {
            guard !registered.contains(entry.oldID) else { throw .remappedStepStillRegistered(entry.oldID) }
            guard pairs.insert([entry.oldID, entry.newID ?? ""]).inserted else { throw .duplicateRemapping(entry.oldID) }
            targets[entry.oldID, default: []].append(entry.newID)
        }
        // Depth-first walk from every old id: each path must end at a registered id or a retirement.
        var finished = Set<String>()
        func visit(_ id: String, path: Set<String>) throws(OnboardingError) {
            if finished.contains(id) { return }
            guard !path.contains(id) else { throw .remappingCycle(id) }
            for next in targets[id] ?? [] {
                guard let next else { continue }
                if registered.contains(next) { continue }
                guard targets[next] != nil else { throw .unknownRemappingTarget(oldID: id, newID: next) }
                try visit(next, path: path.union([id]))
            }
            finished.insert(id)
        }
        for entry in table { try visit(entry.oldID, path: []) }
    }

    /// The seen versions with the table applied: each registered step gets the largest of its own
    /// stored version and every version carried to it through the table (chains followed).
    /// Ids not registered keep their stored values; nothing is ever lowered.
    static func apply(_ table: [StepRemapping], to seen: [String: Int]) -> [String: Int] {
        guard !table.isEmpty else { return seen }
        var result = seen
        // Values only grow and the table has no cycles (validated), so this settles within
        // `table.count` passes; the bound guards against an unvalidated table all the same.
        for _ in 0...table.count {
            var changed = false
            for entry in table {
                guard let newID = entry.newID, let old = result[entry.oldID], old >= 1 else { continue }
                let carried = entry.countsAsVersion ?? old
                if carried > (result[newID] ?? 0) {
                    result[newID] = carried
                    changed = true
                }
            }
            if !changed { break }
        }
        return result
    }
}
