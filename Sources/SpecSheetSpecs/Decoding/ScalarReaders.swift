import SpecSheetModel

/// Typed readers for scalars. Each reports what it expected and what it found, at the node.
extension YAMLNode {
    /// Any non-null scalar, as written (`3.1` stays `"3.1"`, `2025-03-01` stays a string).
    func string(_ log: DiagnosticLog) -> String? {
        guard let text = scalarText, kind != .null else {
            log.error("expected a string, found \(kind.description)", at: location)
            return nil
        }
        return text
    }

    /// A non-empty string without line breaks: names, titles.
    func name(_ log: DiagnosticLog) -> String? {
        guard let text = string(log) else { return nil }
        if text.allSatisfy(\.isWhitespace) {
            log.error("expected a non-empty string", at: location)
            return nil
        }
        return text
    }

    /// A web address: `http://` or `https://` and a host, nothing else (a spec's URLs become links
    /// on the documentation site, so `javascript:` and other schemes are refused here).
    func webURL(_ log: DiagnosticLog) -> String? {
        guard let text = string(log) else { return nil }
        let lowered = text.lowercased()
        let scheme = ["https://", "http://"].first { lowered.hasPrefix($0) }
        guard let scheme, text.count > scheme.count, !text.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } ?? false }) else {
            log.error("expected an http:// or https:// address, found '\(text)'", at: location)
            return nil
        }
        return text
    }

    /// A number; a quoted string that reads as a number counts as one.
    func number(_ log: DiagnosticLog) -> Double? {
        if let text = scalarText, kind == .number || kind == .string, let value = Identifiers.decimalNumber(text) {
            guard abs(value) <= .specMagnitudeLimit else {
                log.error("\(text) is out of range: numbers in specs stay within ±\(Double.specMagnitudeLimit.compactDescription)",
                          at: location)
                return nil
            }
            return value
        }
        if kind == .number {
            log.error("expected a decimal number, found '\(scalarText ?? "")'", at: location)
        } else if kind == .string {
            log.error("expected a number, found '\(scalarText ?? "")'", at: location)
        } else {
            log.error("expected a number, found \(kind.description)", at: location)
        }
        return nil
    }

    /// A number that must not be negative (lengths, sizes).
    func length(_ log: DiagnosticLog) -> Double? {
        guard let value = number(log) else { return nil }
        guard value >= 0 else {
            log.error("lengths are never negative; found \(Format.number(value))", at: location)
            return nil
        }
        return value
    }

    /// A whole number.
    func integer(_ log: DiagnosticLog) -> Int? {
        guard let value = number(log) else { return nil }
        guard value == value.rounded(), abs(value) < 1e15 else {
            log.error("expected a whole number, found \(Format.number(value))", at: location)
            return nil
        }
        return Int(value)
    }

    /// `true` or `false`.
    func bool(_ log: DiagnosticLog) -> Bool? {
        if kind == .bool, let text = scalarText?.lowercased() {
            switch text {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        let found = kind == .string || kind == .number ? "'\(scalarText ?? "")'" : kind.description
        log.error("expected true or false, found \(found)", at: location)
        return nil
    }

    /// One of an enum's raw values; lists the allowed values otherwise.
    func enumValue<Value: RawRepresentable & CaseIterable>(_ what: String, _ type: Value.Type, _ log: DiagnosticLog)
        -> Value? where Value.RawValue == String
    {
        choice(what, Value.allCases.map(\.rawValue), log).flatMap(Value.init(rawValue:))
    }

    /// One of `allowed`; lists them (with a "did you mean") otherwise.
    func choice(_ what: String, _ allowed: [String], _ log: DiagnosticLog) -> String? {
        guard let text = scalarText, kind == .string || kind == .number || kind == .bool else {
            log.error("expected \(what) (\(allowed.joined(separator: ", "))), found \(kind.description)", at: location)
            return nil
        }
        guard allowed.contains(text) else {
            log.error("unknown \(what) '\(text)'; expected one of: \(allowed.joined(separator: ", "))"
                      + Suggestion.hint(for: text, in: allowed), at: location)
            return nil
        }
        return text
    }

    /// An id: lowercase letters, digits and `-`.
    func identifier(_ what: String, _ log: DiagnosticLog) -> String? {
        guard let text = string(log) else { return nil }
        guard Identifiers.isValidID(text) else {
            log.error("invalid \(what) '\(text)': use lowercase letters, digits and '-'", at: location)
            return nil
        }
        return text
    }

    /// A sequence's items; a wrong type is reported.
    func sequence(_ what: String, _ log: DiagnosticLog) -> [YAMLNode]? {
        guard let items = sequenceItems else {
            log.error("expected \(what) (a sequence), found \(kind.description)", at: location)
            return nil
        }
        return items
    }

    /// One scalar or a sequence of scalars (`platform: ios` or `platform: [ios, web]`).
    func oneOrMany() -> [YAMLNode] {
        sequenceItems ?? [self]
    }

    /// A list of strings.
    func strings(_ what: String, _ log: DiagnosticLog) -> [String]? {
        guard let items = sequence(what, log) else { return nil }
        let values = items.map { $0.string(log) }
        return values.contains(nil) ? nil : values.compactMap { $0 }
    }
}

/// Text a spec shows is a label or a sample sentence: bounded, so that measuring it stays fast.
extension YAMLNode {
    static let maximumTextLength = 2_000
    static let maximumListItems = 500

    /// A string of at most ``maximumTextLength`` characters.
    func boundedText(_ purpose: String, _ log: DiagnosticLog) -> String? {
        guard let text = string(log) else { return nil }
        guard text.count <= Self.maximumTextLength else {
            reportTooLong("'\(purpose)'", log)
            return nil
        }
        return text
    }

    func reportTooLong(_ what: String, _ log: DiagnosticLog) {
        log.error("\(what) is \(scalarText?.count ?? 0) characters long; text in a spec is a label or a sample "
                  + "sentence (at most \(Self.maximumTextLength) characters)", at: location)
    }
}
