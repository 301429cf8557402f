import SpecSheetModel

/// Resolves window thresholds written as tokens (`when: { widthBelow: breakpoint.sm }`) once the
/// catalog's token tables are known. A threshold token must have one value on every platform its
/// rule applies to: a window test is a number, not a per-platform choice.
enum ThresholdResolution {
    static func resolve(_ catalog: inout Catalog, _ log: DiagnosticLog) {
        let snapshot = catalog
        for systemIndex in catalog.systems.indices {
            for componentIndex in catalog.systems[systemIndex].components.indices {
                var component = catalog.systems[systemIndex].components[componentIndex]
                for index in component.rules.indices {
                    resolve(&component.rules[index].condition, in: component, snapshot, log)
                }
                for index in component.dimensions.indices where component.dimensions[index].condition != nil {
                    resolve(&component.dimensions[index].condition!, in: component, snapshot, log)
                }
                catalog.systems[systemIndex].components[componentIndex] = component
            }
        }
    }

    private static func resolve(_ condition: inout Condition, in component: ComponentSpec, _ catalog: Catalog,
                                _ log: DiagnosticLog) {
        guard !condition.thresholdTokens.isEmpty else { return }
        let platforms = condition.platforms ?? component.platforms
        for threshold in condition.thresholdTokens {
            let at = threshold.location ?? component.location ?? .start(of: component.address)
            var values: [(Platform, Double)] = []
            for platform in platforms {
                guard let resolved = try? catalog.tokenScope(for: component, platform: platform).resolve(threshold.token) else {
                    log.error("'\(threshold.key.rawValue)' names the token '\(threshold.token)', which \(platform.rawValue) "
                              + "does not define", at: at)
                    return
                }
                guard case .number(let value) = resolved.value else {
                    log.error("'\(threshold.key.rawValue)' needs a length; the token '\(threshold.token)' is not a number",
                              at: at)
                    return
                }
                values.append((platform, value))
            }
            guard let first = values.first else { continue }
            if let other = values.first(where: { $0.1 != first.1 }) {
                log.error("'\(threshold.key.rawValue)': the token '\(threshold.token)' is \(first.1.compactDescription) on "
                          + "\(first.0.rawValue) but \(other.1.compactDescription) on \(other.0.rawValue); a window "
                          + "threshold needs one value: restrict the rule to one platform", at: at)
                return
            }
            condition.set(threshold.key, to: first.1)
        }
        for (low, high, lowKey, highKey) in [(condition.minWidth, condition.widthBelow, "minWidth", "widthBelow"),
                                             (condition.minHeight, condition.heightBelow, "minHeight", "heightBelow")] {
            if let low, let high, low >= high {
                let at = condition.thresholdTokens.first?.location ?? component.location ?? .start(of: component.address)
                log.error("'\(highKey)' (\(high.compactDescription)) must be more than '\(lowKey)' "
                          + "(\(low.compactDescription)): no window matches this condition", at: at)
            }
        }
    }
}
