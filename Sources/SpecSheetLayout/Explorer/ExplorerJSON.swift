import Foundation
import SpecSheetModel

/// The explorer's data as compact JSON: like ``JSONValue`` (ordered keys, the same bytes for the
/// same value, `<`, `>` and `&` escaped so it can sit in a `<script>`), but each number written to
/// the decimals it needs: slopes and breakpoints to a millionth, where ``JSONValue`` keeps two.
public indirect enum ExplorerJSON: Sendable, Hashable {
    case value(JSONValue)
    case number(Double, decimals: Int)
    case array([ExplorerJSON])
    case object([(String, ExplorerJSON)])

    public static func == (lhs: ExplorerJSON, rhs: ExplorerJSON) -> Bool { lhs.serialized() == rhs.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// No spaces or line breaks.
    public func serialized() -> String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .value(let value): output += value.serialized(pretty: false)
        case .number(let value, let decimals): output += Self.format(value, decimals: decimals)
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                item.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                output += JSONValue.string(key).serialized(pretty: false) + ":"
                value.write(to: &output)
            }
            output += "}"
        }
    }

    /// At most `decimals` decimals, no trailing zeros, `-0` as `0`, non-finite as null.
    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "null" }
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
