extension Double {
    /// Numbers are kept within this magnitude everywhere (specs, screen sizes): large enough for
    /// any screen in any unit, small enough that arithmetic on them stays exact to the hundredth.
    public static let specMagnitudeLimit: Double = 100_000

    /// At most two decimals, no trailing zeros, `-0` as `0`: `8`, `0.5`, `16.25`. Safe for any
    /// finite value (very large ones fall back to Swift's own description, e.g. `1e+17`).
    public var compactDescription: String {
        let hundredths = (self * 100).rounded()
        guard isFinite, abs(hundredths) < 1e15 else { return "\(self)" }
        if hundredths == 0 { return "0" }
        let magnitude = Int64(abs(hundredths))
        var text = String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            text += "." + (fraction < 10 ? "0" : "") + String(fraction)
            while text.hasSuffix("0") { text.removeLast() }
        }
        return hundredths < 0 ? "-" + text : text
    }
}
