/// The characters of a box border.
public struct BorderStyle: Hashable, Sendable {
    /// Top-left corner.
    public var topLeft: Character
    /// Top-right corner.
    public var topRight: Character
    /// Bottom-left corner.
    public var bottomLeft: Character
    /// Bottom-right corner.
    public var bottomRight: Character
    /// Horizontal edge.
    public var horizontal: Character
    /// Vertical edge.
    public var vertical: Character

    /// Creates a border from its six characters (each should be one column wide).
    public init(topLeft: Character, topRight: Character, bottomLeft: Character,
                bottomRight: Character, horizontal: Character, vertical: Character) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `┌─┐` thin lines with square corners.
    public static let plain = BorderStyle(topLeft: "┌", topRight: "┐", bottomLeft: "└",
                                          bottomRight: "┘", horizontal: "─", vertical: "│")
    /// `╭─╮` thin lines with rounded corners.
    public static let rounded = BorderStyle(topLeft: "╭", topRight: "╮", bottomLeft: "╰",
                                            bottomRight: "╯", horizontal: "─", vertical: "│")
    /// `┏━┓` heavy lines.
    public static let heavy = BorderStyle(topLeft: "┏", topRight: "┓", bottomLeft: "┗",
                                          bottomRight: "┛", horizontal: "━", vertical: "┃")
    /// `╔═╗` double lines.
    public static let double = BorderStyle(topLeft: "╔", topRight: "╗", bottomLeft: "╚",
                                           bottomRight: "╝", horizontal: "═", vertical: "║")
    /// `+-+` ASCII only, for terminals without box drawing.
    public static let ascii = BorderStyle(topLeft: "+", topRight: "+", bottomLeft: "+",
                                          bottomRight: "+", horizontal: "-", vertical: "|")
}
