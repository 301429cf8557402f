import Foundation

/// Font maps for concurrent renders: each render borrows one for its duration and gives it
/// back, so no Pango font map is ever used by two threads at once and none is rebuilt per picture.
final class FontMapPool: @unchecked Sendable {
    let environment: FontEnvironment
    // Guarded by `lock`.
    private let lock = NSLock()
    private var idle: [FontMap] = []

    init(environment: FontEnvironment) {
        self.environment = environment
    }

    /// Runs `body` with a font map no other thread uses meanwhile.
    func withFontMap<Result>(_ body: (FontMap) throws(RenderError) -> Result) throws(RenderError) -> Result {
        let map = try borrow()
        defer { giveBack(map) }
        return try body(map)
    }

    private func borrow() throws(RenderError) -> FontMap {
        lock.lock()
        let reused = idle.popLast()
        lock.unlock()
        if let reused { return reused }
        do { return try FontMap(environment: environment) } catch { throw .fonts(error) }
    }

    private func giveBack(_ map: FontMap) {
        lock.lock()
        idle.append(map)
        lock.unlock()
    }
}
