/// One entry of the brand's ordered onboarding step list.
public enum BrandStep: Equatable, Sendable {
    /// A step implemented by the app, with the version the brand asks for.
    case stock(StockStep, version: Int)
    /// A text page defined by the brand.
    case info(InfoStep)

    /// The step id: the stock step's name or the info step's id.
    public var id: String {
        switch self {
        case .stock(let step, _): step.rawValue
        case .info(let info): info.id
        }
    }

    /// The step version (>= 1).
    public var version: Int {
        switch self {
        case .stock(_, let version): version
        case .info(let info): info.version
        }
    }
}
