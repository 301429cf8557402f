import SpecSheetModel

/// Reads metrics, colours and type styles through a component's ``TokenScope``, turning
/// resolution failures into ``LayoutError``s that point at the spec.
struct TokenValues: Sendable {
    let scope: TokenScope

    func token(_ name: String, at location: SourceLocation?) throws(LayoutError) -> ResolvedToken {
        do {
            return try scope.resolve(name)
        } catch {
            throw .token(error, usedAt: location)
        }
    }

    func number(_ metric: Metric, at location: SourceLocation?) throws(LayoutError) -> Double {
        switch metric {
        case .literal(let value, _):
            return value
        case .token(let name):
            let resolved = try token(name, at: location)
            guard case .number(let value) = resolved.value else {
                throw .wrongTokenKind(name: name, expected: "number", found: resolved.value.kindName, usedAt: location)
            }
            return value
        }
    }

    func optionalNumber(_ metric: Metric?, at location: SourceLocation?) throws(LayoutError) -> Double? {
        guard let metric else { return nil }
        return try number(metric, at: location)
    }

    /// Each corner's radius (unset corners 0), or nil when no corner is set.
    func corners(_ metrics: CornerMetrics?, at location: SourceLocation?) throws(LayoutError) -> ResolvedCorners? {
        guard let metrics else { return nil }
        return ResolvedCorners(topLeading: try optionalNumber(metrics.topLeading, at: location) ?? 0,
                               topTrailing: try optionalNumber(metrics.topTrailing, at: location) ?? 0,
                               bottomLeading: try optionalNumber(metrics.bottomLeading, at: location) ?? 0,
                               bottomTrailing: try optionalNumber(metrics.bottomTrailing, at: location) ?? 0)
    }

    func color(_ name: String?, at location: SourceLocation?) throws(LayoutError) -> ThemedColor? {
        guard let name else { return nil }
        let resolved = try token(name, at: location)
        guard case .color(let light, let dark) = resolved.value else {
            throw .wrongTokenKind(name: name, expected: "colour", found: resolved.value.kindName, usedAt: location)
        }
        return ThemedColor(light: light, dark: dark)
    }

    func typeStyle(_ name: String?, at location: SourceLocation?) throws(LayoutError) -> TypeStyle? {
        guard let name else { return nil }
        let resolved = try token(name, at: location)
        guard case .typography(let style) = resolved.value else {
            throw .wrongTokenKind(name: name, expected: "type style", found: resolved.value.kindName, usedAt: location)
        }
        return style
    }

    func insets(_ edges: EdgeMetrics?, at location: SourceLocation?) throws(LayoutError) -> Insets {
        guard let edges else { return .zero }
        return Insets(top: try optionalNumber(edges.top, at: location) ?? 0,
                      leading: try optionalNumber(edges.leading, at: location) ?? 0,
                      bottom: try optionalNumber(edges.bottom, at: location) ?? 0,
                      trailing: try optionalNumber(edges.trailing, at: location) ?? 0)
    }

    func sizing(_ sizing: Sizing?, default fallback: ResolvedSizing, at location: SourceLocation?)
        throws(LayoutError) -> ResolvedSizing
    {
        guard let sizing else { return fallback }
        return ResolvedSizing(mode: sizing.mode, value: try optionalNumber(sizing.value, at: location) ?? 0,
                              min: try optionalNumber(sizing.min, at: location), max: try optionalNumber(sizing.max, at: location))
    }
}
