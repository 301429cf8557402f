import Synchronization

/// The count the bands of one comparison share when only a verdict is wanted: every band adds
/// its pixels after each row, and all stop once the total is past `limit`. The total is then a
/// lower bound of the full count, and still past the limit, so the verdict is the full count's.
final class PixelmatchStop: Sendable {
    /// The largest count that passes.
    let limit: Int
    private let total = Atomic<Int>(0)

    init(limit: Int) { self.limit = limit }

    /// Adds `count` newly counted pixels; `true` when the total is now past the limit.
    func add(_ count: Int) -> Bool {
        total.add(count, ordering: .relaxed).newValue > limit
    }

    /// Whether some band has counted past the limit.
    var isPastLimit: Bool { total.load(ordering: .relaxed) > limit }
}
