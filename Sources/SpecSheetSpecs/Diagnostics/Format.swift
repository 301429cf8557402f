/// Number formatting for messages: `8`, not `8.0`.
enum Format {
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
