/// Why two images could not be compared. Each description is one line.
public enum ImageDiffError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The images differ in size (`first` and `second` are `WIDTHxHEIGHT`).
    case sizeMismatch(first: String, second: String)
    /// Every pixel of the image has one colour (a blank render), given as `#RRGGBBAA`.
    case blankImage(name: String, colour: String)
    /// An option is out of range.
    case invalidOption(String)

    public var description: String {
        switch self {
        case let .sizeMismatch(first, second):
            "images differ in size: \(first) and \(second)"
        case let .blankImage(name, colour):
            "\(name) is blank: every pixel is \(colour); refusing to compare a blank render"
        case let .invalidOption(message):
            message
        }
    }
}
