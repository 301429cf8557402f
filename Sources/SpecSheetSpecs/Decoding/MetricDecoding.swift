import SpecSheetModel

extension YAMLNode {
    /// A metric: a number, a token name, or `{ value, tag, source, note }`.
    /// - Parameters:
    ///   - purpose: the key it is written under, for messages and token checks.
    ///   - expectation: `.length` (never negative) or `.unitInterval` (0 to 1).
    func metric(_ purpose: String, _ expectation: TokenExpectation = .length, _ context: DecodeContext) -> Metric? {
        let log = context.log
        switch kind {
        case .number, .string:
            let text = scalarText ?? ""
            if let value = Identifiers.decimalNumber(text) {
                return checked(value, purpose, expectation, log).map { .literal($0, nil) }
            }
            if kind == .string, Identifiers.isTokenName(text) {
                context.useToken(text, as: expectation, for: purpose, at: location)
                return .token(text)
            }
            log.error("expected a number or a token name for '\(purpose)', found '\(text)'", at: location)
            return nil
        case .mapping:
            guard let mapping = mapping("a metric", allowedKeys: ["value"] + ProvenanceDecoding.keys, log),
                  let valueNode = mapping.required("value", log) else { return nil }
            let provenance = ProvenanceDecoding.provenance(in: mapping, context)
            guard let value = valueNode.number(log), let value = valueNode.checked(value, purpose, expectation, log)
            else { return nil }
            return .literal(value, provenance)
        case .null, .bool, .sequence:
            log.error("expected a number or a token name for '\(purpose)', found \(kind.description)", at: location)
            return nil
        }
    }

    /// Applies the range an expectation implies to a literal.
    func checked(_ value: Double, _ purpose: String, _ expectation: TokenExpectation, _ log: DiagnosticLog) -> Double? {
        guard value.isFinite, abs(value) <= .specMagnitudeLimit else {
            log.error("'\(purpose)' is \(scalarText ?? Format.number(value)), out of range: numbers in specs stay within "
                      + "±\(Double.specMagnitudeLimit.compactDescription)", at: location)
            return nil
        }
        switch expectation {
        case .length where value < 0:
            log.error("lengths are never negative; '\(purpose)' is \(Format.number(value))", at: location)
            return nil
        case .unitInterval where value < 0 || value > 1:
            log.error("'\(purpose)' must be between 0 and 1; found \(Format.number(value))", at: location)
            return nil
        default:
            return value
        }
    }

    /// A token name for a colour or type style (`fill`, `textStyle`, ...).
    func tokenName(_ purpose: String, _ expectation: TokenExpectation, _ context: DecodeContext) -> String? {
        guard let text = string(context.log) else { return nil }
        guard Identifiers.isTokenName(text) else {
            let hint = text.hasPrefix("#") ? "; declare the colour as a token under 'tokens:' and name it here" : ""
            context.error("'\(purpose)' takes a \(expectation.kindName) token name, found '\(text)'\(hint)",
                          at: location)
            return nil
        }
        context.useToken(text, as: expectation, for: purpose, at: location)
        return text
    }
}

/// Compares literal bounds now and records token bounds for later.
enum BoundsDecoding {
    static func check(min: Metric?, max: Metric?, at location: SourceLocation, _ context: DecodeContext) {
        guard let min, let max else { return }
        if case .literal(let low, _) = min, case .literal(let high, _) = max {
            if low > high {
                context.error("min \(Format.number(low)) is greater than max \(Format.number(high))", at: location)
            }
        } else {
            context.checkBounds(min: min, max: max, at: location)
        }
    }
}
