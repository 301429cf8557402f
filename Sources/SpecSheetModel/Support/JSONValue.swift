/// A JSON document with ordered object keys, written deterministically: the same value always
/// gives the same bytes. Numbers are rounded to two decimals and written without trailing zeros;
/// strings escape quotes, backslashes, control characters and `<`, `>`, `&` (so output can sit
/// inside HTML `<script>` blocks unharmed).
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(serialized())
    }

    /// `.string`, or `.null` for nil.
    public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    /// `.number`, or `.null` for nil.
    public static func optional(_ number: Double?) -> JSONValue { number.map(JSONValue.number) ?? .null }

    /// The document as text; `pretty` indents by two spaces, one key per line.
    public func serialized(pretty: Bool = true) -> String {
        var output = ""
        write(to: &output, indent: pretty ? 0 : nil)
        return output
    }

    private func write(to output: inout String, indent: Int?) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += Self.format(value)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let items):
            writeContainer(items.map { (nil, $0) }, open: "[", close: "]", to: &output, indent: indent)
        case .object(let members):
            writeContainer(members.map { ($0.0, $0.1) }, open: "{", close: "}", to: &output, indent: indent)
        }
    }

    private func writeContainer(_ members: [(String?, JSONValue)], open: String, close: String,
                                to output: inout String, indent: Int?) {
        guard !members.isEmpty else { output += open + close; return }
        output += open
        for (index, (key, value)) in members.enumerated() {
            if index > 0 { output += "," }
            if let indent { output += "\n" + String(repeating: "  ", count: indent + 1) }
            if let key {
                Self.writeString(key, to: &output)
                output += indent == nil ? ":" : ": "
            }
            value.write(to: &output, indent: indent.map { $0 + 1 })
        }
        if let indent { output += "\n" + String(repeating: "  ", count: indent) }
        output += close
    }

    /// Two decimals at most, no trailing zeros, `-0` written as `0`; non-finite numbers become null.
    static func format(_ value: Double) -> String {
        value.isFinite ? value.compactDescription : "null"
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<": output += "\\u003c"
            case ">": output += "\\u003e"
            case "&": output += "\\u0026"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
