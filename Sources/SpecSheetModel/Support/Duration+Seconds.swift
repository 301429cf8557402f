extension Duration {
    /// The duration in seconds, with its fraction (for reports: "in 0.16 s").
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
