import SpecSheetModel

// Values the decoders record for the checks that run once every file is read.

/// What a token is used for, which decides the kind of value it must resolve to.
enum TokenExpectation: Hashable {
    /// A length: a number, never negative.
    case length
    /// A ratio such as an opacity: a number from 0 to 1.
    case unitInterval
    /// Any number.
    case number
    case color
    case typeStyle

    var kindName: String {
        switch self {
        case .length, .unitInterval, .number: "number"
        case .color: "colour"
        case .typeStyle: "type style"
        }
    }
}

/// A token name written in a spec, to be resolved once every file is read.
struct TokenUsage {
    var name: String
    var expectation: TokenExpectation
    /// The key it was written under (`fill`, `padding`, ...), for messages.
    var purpose: String
    var location: SourceLocation
    /// Platforms the usage applies to (a rule's `when.platform`); nil: all of the component's.
    var platforms: Set<Platform>?
}

/// A `when.windowClass` name, checked against the window classes of the platforms it applies to.
struct WindowClassUsage {
    var name: String
    var location: SourceLocation
    /// The rule's `when.platform`, if any; nil: all of the component's platforms.
    var platforms: Set<Platform>?
}

/// A `source:` id written in a spec, checked against the declared sources.
struct SourceUsage {
    var id: String
    var location: SourceLocation
}

/// A `ref:` written in a token definition.
struct TokenReference {
    var target: String
    var location: SourceLocation
}

/// A min/max pair where at least one side is a token, compared once tokens resolve.
struct BoundsCheck {
    var min: Metric
    var max: Metric
    var location: SourceLocation
    var platforms: Set<Platform>?
}
