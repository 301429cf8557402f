import Foundation

/// An opaque 8-bit colour, as diff images paint them.
public struct RGBColor: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8, green: UInt8, blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red; self.green = green; self.blue = blue
    }

    /// Parses `"R,G,B"` with each component 0–255; `nil` otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else { return nil }
        self.init(r, g, b)
    }

    public var description: String { "\(red),\(green),\(blue)" }
}
