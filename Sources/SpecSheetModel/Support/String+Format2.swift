extension String {
    /// A number with exactly two decimals, without Foundation.
    public init(format2 value: Double) {
        let hundredths = Int64((value * 100).rounded())
        let whole = hundredths / 100, fraction = abs(hundredths % 100)
        self = "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// A number with exactly three decimals (milliseconds a page).
    public init(format3 value: Double) {
        let thousandths = Int64((value * 1000).rounded())
        let whole = thousandths / 1000, fraction = abs(thousandths % 1000)
        self = "\(whole)." + String(repeating: "0", count: fraction < 10 ? 2 : fraction < 100 ? 1 : 0) + "\(fraction)"
    }
}
