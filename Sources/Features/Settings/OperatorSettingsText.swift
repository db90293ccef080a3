/// Texts of Settings › Server operators that every face shows.
public enum OperatorSettingsText {
    /// The question when leaving with operators toggled but not accepted.
    public static var unsavedTitle: String { tr("Keep the operator changes?") }
    /// What the question explains.
    public static var unsavedMessage: String {
        tr("You switched operators on or off but did not accept the conditions for them. Accept them now, or discard the change.")
    }
    /// The button that leaves without saving.
    public static var discard: String { ButtonText.discard }
}
