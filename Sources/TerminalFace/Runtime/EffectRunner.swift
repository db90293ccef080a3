import Features

/// Runs effects and hands back the actions they produce. The live one works on a background queue
/// and wakes the UI loop; the inline one runs everything at once, for tests.
protocol EffectRunner: AnyObject {
    /// Starts an effect.
    func run(_ effect: AppEffect)
    /// The actions produced since the last call, in order.
    func drain() -> [AppAction]
}
