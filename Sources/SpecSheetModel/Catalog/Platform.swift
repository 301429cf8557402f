/// A platform a component can be specified for.
public enum Platform: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case ios, android, web

    /// The unit geometry is expressed in on this platform.
    public var unit: String {
        switch self {
        case .ios: "pt"
        case .android: "dp"
        case .web: "px"
        }
    }

    /// The platform's name as people write it.
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .android: "Android"
        case .web: "Web"
        }
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Horizontal or vertical size class, as both Apple and Material collapse them.
public enum SizeClass: String, Sendable, Hashable, CaseIterable, Codable {
    case compact, regular
}

public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
    case portrait, landscape
}

public enum Theme: String, Sendable, Hashable, CaseIterable, Codable {
    case light, dark
}
