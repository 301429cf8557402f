import SpecSheetModel

/// Resolves the token uses of one component on each platform they apply to and reports what fails.
struct TokenUseChecker {
    let log: DiagnosticLog
    /// Names whose definitions had errors; their uses are not reported again.
    let broken: Set<String>
    let scope: (Platform) -> TokenScope

    private enum Outcome: Equatable {
        case resolved(ConcreteTokenValue)
        case unknown
        /// Reported at the use (e.g. no value for this platform).
        case unusable(String)
        /// Reported elsewhere (a cycle or a broken `ref:`, at the definition).
        case failed
    }

    func check(_ usage: TokenUsage, platforms: [Platform]) {
        guard !broken.contains(usage.name) else { return }
        let applicable = platforms.filter { usage.platforms?.contains($0) ?? true }
        guard !applicable.isEmpty else { return }
        var unknownOn: [Platform] = []
        var wrongKind: [(Platform, String)] = []
        var outOfRange: [(Platform, Double)] = []
        var resolvedOn: [Platform] = []
        var candidates: Set<String> = []
        for platform in applicable {
            let scope = scope(platform)
            switch resolve(usage.name, in: scope) {
            case .unknown:
                unknownOn.append(platform)
                candidates.formUnion(scope.tables.flatMap(\.keys))
            case .unusable(let message):
                log.error(message, at: usage.location)
            case .failed:
                continue
            case .resolved(let value):
                resolvedOn.append(platform)
                switch (usage.expectation, value) {
                case (.length, .number(let number)) where number < 0:
                    outOfRange.append((platform, number))
                case (.unitInterval, .number(let number)) where number < 0 || number > 1:
                    outOfRange.append((platform, number))
                case (.length, .number), (.unitInterval, .number), (.number, .number), (.color, .color),
                     (.typeStyle, .typography):
                    break
                default:
                    wrongKind.append((platform, value.kindName))
                }
            }
        }
        let location = usage.location
        if !unknownOn.isEmpty {
            log.error("unknown token '\(usage.name)'" + suffix(unknownOn, of: applicable)
                      + Suggestion.hint(for: usage.name, in: candidates.sorted()), at: location)
        }
        if let (_, kind) = wrongKind.first {
            let platforms = wrongKind.filter { $0.1 == kind }.map(\.0)
            log.error("'\(usage.purpose)' needs a \(usage.expectation.kindName) token, but '\(usage.name)' is a "
                      + kind + suffix(platforms, of: resolvedOn), at: location)
        }
        if let (platform, value) = outOfRange.first {
            let rule = usage.expectation == .unitInterval
                ? "must be between 0 and 1" : "is a length and cannot be negative"
            log.error("'\(usage.purpose)' \(rule), but token '\(usage.name)' is \(Format.number(value)) on "
                      + platform.rawValue, at: location)
        }
    }

    /// Reports `min > max` where both sides resolve to numbers.
    func check(_ bounds: BoundsCheck, platforms: [Platform]) {
        let applicable = platforms.filter { bounds.platforms?.contains($0) ?? true }
        for platform in applicable {
            let scope = scope(platform)
            guard let low = number(bounds.min, in: scope), let high = number(bounds.max, in: scope), low > high
            else { continue }
            log.error("min \(describe(bounds.min, low)) is greater than max \(describe(bounds.max, high)) on "
                      + platform.rawValue, at: bounds.location)
            return
        }
    }

    private func resolve(_ name: String, in scope: TokenScope) -> Outcome {
        do {
            return .resolved(try scope.resolve(name).value)
        } catch {
            switch error {
            case .unknown(let missing) where missing == name:
                return .unknown
            case .missingPlatform:
                return .unusable(error.message)
            case .unknown, .cycle:
                // A broken `ref:` or a cycle is reported at the definition.
                return .failed
            }
        }
    }

    private func number(_ metric: Metric, in scope: TokenScope) -> Double? {
        switch metric {
        case .literal(let value, _):
            return value
        case .token(let name):
            guard !broken.contains(name), case .number(let value)? = try? scope.resolve(name).value else { return nil }
            return value
        }
    }

    private func describe(_ metric: Metric, _ value: Double) -> String {
        switch metric {
        case .literal: Format.number(value)
        case .token(let name): "'\(name)' (\(Format.number(value)))"
        }
    }

    /// ` on android` when only some of the platforms are concerned.
    private func suffix(_ some: [Platform], of all: [Platform]) -> String {
        some.count == all.count ? "" : " on " + some.map(\.rawValue).joined(separator: ", ")
    }
}
