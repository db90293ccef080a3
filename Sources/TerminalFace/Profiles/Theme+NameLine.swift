import Features
import Terminal

extension Theme {
    /// The style of a profile form's name line (``ProfileFormText/nameLine(_:)``): dim while
    /// empty, green when valid, red when it needs the user.
    func nameLine(_ check: DisplayNameCheck) -> Style {
        switch check {
        case .empty: muted
        case .valid: success
        case .correctable, .invalid: danger
        }
    }
}
