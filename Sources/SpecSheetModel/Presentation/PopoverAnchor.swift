/// The trigger a popover points at, placed by rule rather than by screen coordinates: a control of
/// `width`×`height` whose centre sits at `x` (a fraction of the screen width) and `top` below the top
/// safe area.
public struct PopoverAnchor: Sendable, Hashable, Encodable {
    public var x: Double
    public var top: Metric
    public var width: Metric
    public var height: Metric

    public init(x: Double, top: Metric, width: Metric, height: Metric) {
        self.x = x
        self.top = top
        self.width = width
        self.height = height
    }
}
