/// An sRGB colour with straight (not premultiplied) alpha, each channel 0...1.
public struct RGBA: Sendable, Hashable, CustomStringConvertible, Encodable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; returns nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#"), hex.dropFirst().allSatisfy(\.isHexDigit) else { return nil }
        var digits = Array(hex.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var channels: [Double] = []
        var index = 0
        while index < digits.count {
            guard let byte = UInt8(String(digits[index..<index + 2]), radix: 16) else { return nil }
            channels.append(Double(byte) / 255)
            index += 2
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2],
                  alpha: channels.count == 4 ? channels[3] : 1)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hex: String {
        func byte(_ value: Double) -> String {
            let clamped = Int((min(max(value, 0), 1) * 255).rounded())
            let text = String(clamped, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }

    public var description: String { hex }
}
