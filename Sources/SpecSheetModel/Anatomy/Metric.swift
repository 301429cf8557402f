/// A length in a spec: a literal number or a token name, resolved per platform at layout time.
public enum Metric: Sendable, Hashable, Encodable {
    case literal(Double, Provenance?)
    case token(String)

    public static func value(_ number: Double) -> Metric { .literal(number, nil) }

    /// The token name, if this metric names one.
    public var tokenName: String? {
        if case .token(let name) = self { return name }
        return nil
    }
}

/// Four optional sides, each a ``Metric``; missing sides are inherited when patches merge.
public struct EdgeMetrics: Sendable, Hashable, Encodable {
    public var top: Metric?
    public var leading: Metric?
    public var bottom: Metric?
    public var trailing: Metric?

    public init(top: Metric? = nil, leading: Metric? = nil, bottom: Metric? = nil, trailing: Metric? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same metric on all four sides.
    public static func all(_ metric: Metric) -> EdgeMetrics {
        EdgeMetrics(top: metric, leading: metric, bottom: metric, trailing: metric)
    }

    /// Sides set in `patch` replace this value's sides.
    public func merged(with patch: EdgeMetrics) -> EdgeMetrics {
        EdgeMetrics(top: patch.top ?? top, leading: patch.leading ?? leading,
                    bottom: patch.bottom ?? bottom, trailing: patch.trailing ?? trailing)
    }
}
