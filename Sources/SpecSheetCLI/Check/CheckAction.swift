import Foundation
import SpecSheetDiff
import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender

/// `specsheet check`: renders the snapshot set in memory and compares each picture with its
/// baseline PNG (`<baselines>/<system>/<component>/<variant>/<state>/<device>.<theme>.png`, with a
/// `.json` sidecar holding the geometry and the rendering environment) in the worker that drew it,
/// as it comes off the renderer (``SnapshotCheck``). See ``RecordMode`` for when baselines are written.
public enum CheckAction {
    public static func run(catalog: Catalog, options: CheckOptions, measurer: any TextMeasuring,
                           renderer: Renderer) throws(CLIError) -> CheckSummary {
        let start = ContinuousClock.now
        try checkBaselinesFolder(options)
        let cases = try casesToCheck(catalog: catalog, options: options)
        try checkIgnoredParts(options.ignoredParts, in: cases)
        let check = snapshotCheck(catalog: catalog, options: options, measurer: measurer, renderer: renderer)
        let progress = ProgressReporter(total: cases.count, label: "check")
        defer { progress.finish() }
        let outcomes = try cases.parallelMap(jobs: options.jobs) { (snapshot) throws(CLIError) -> CheckOutcome in
            defer { progress.advance(snapshot.name) }
            return try check.check(snapshot)
        }
        var summary = CheckSummary(outcomes: outcomes, seconds: (ContinuousClock.now - start).inSeconds)
        if options.shard == nil {
            summary.stale = staleBaselines(in: options.baselines, scope: options.only, current: Set(cases.map(\.name)))
            summary.staleFailsRun = options.isCI
        }
        if let junit = options.junitPath {
            try AtomicFile.write(Array(JUnitReport.xml(summary, suite: "specsheet check"
                + (options.shard.map { " shard \($0)" } ?? "")).utf8), to: junit)
        }
        if let artifacts = options.artifacts {
            try AtomicFile.write(Array(HTMLReport.html(summary).utf8), to: artifacts + "/report.html")
        }
        return summary
    }

    /// Lays out and renders the set (layout, raster and PNG bytes, nothing read or written), drawn
    /// as ``run(catalog:options:measurer:renderer:)`` draws it: what `check` costs without
    /// baselines, for comparing timings. Returns the count and the seconds taken.
    public static func renderOnly(catalog: Catalog, options: CheckOptions, measurer: any TextMeasuring,
                                  renderer: Renderer) throws(CLIError) -> (count: Int, seconds: Double) {
        let start = ContinuousClock.now
        let cases = try casesToCheck(catalog: catalog, options: options)
        let drawing = SelectionRenderer(catalog: catalog, measurer: measurer, renderer: CairoPictureRenderer(renderer: renderer))
        _ = try cases.parallelMap(jobs: options.jobs) { (snapshot) throws(CLIError) -> Int in
            do {
                return try drawing.snapshot(snapshot.selection).png.count
            } catch {
                throw CLIError.wrap(error)
            }
        }
        return (cases.count, (ContinuousClock.now - start).inSeconds)
    }

    /// Checks one snapshot against its baseline exactly as ``run(catalog:options:measurer:renderer:)``
    /// does for each snapshot of the set (same baseline path, sidecar, record modes, pixel comparison
    /// and geometry changes in words), without reports, stale-baseline search or progress output.
    /// `SpecSheetTesting`'s assertion is built on it. `options.only`, `shard`, `jobs` and `junit` are
    /// ignored; `artifacts`, when set, receives the failure's expected/actual/diff PNGs.
    public static func checkOne(_ snapshot: SnapshotCase, catalog: Catalog, options: CheckOptions,
                                measurer: any TextMeasuring, renderer: Renderer) throws(CLIError) -> CheckOutcome {
        try checkBaselinesFolder(options)
        return try snapshotCheck(catalog: catalog, options: options, measurer: measurer, renderer: renderer)
            .check(snapshot)
    }

    /// What every snapshot of a run is checked with.
    static func snapshotCheck(catalog: Catalog, options: CheckOptions, measurer: any TextMeasuring,
                              renderer: Renderer) -> SnapshotCheck {
        SnapshotCheck(options: options,
                      drawing: SelectionRenderer(catalog: catalog, measurer: measurer,
                                                 renderer: CairoPictureRenderer(renderer: renderer)),
                      environment: RenderingEnvironment.current(fontFilePaths: renderer.fonts.fontFilePaths))
    }

    /// The whole pixels a frame touches (frames are pixels in a snapshot at scale 1).
    static func pixels(enclosing frame: Rect) -> PixelRect {
        let left = Int(frame.minX.rounded(.down)), top = Int(frame.minY.rounded(.down))
        let right = Int(frame.maxX.rounded(.up)), bottom = Int(frame.maxY.rounded(.up))
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Every ignored part id must name a part of a component in the set (or a part the layout
    /// engine adds, such as `keyboard`), so a typo does not silently ignore nothing.
    static func checkIgnoredParts(_ ids: [String], in cases: [SnapshotCase]) throws(CLIError) {
        let known = Set(cases.flatMap { $0.selection.component.anatomy.allParts.map(\.id) })
            .union(["scrim", "keyboard", "anchor", "arrow"])
        if let unknown = ids.first(where: { !known.contains($0) }) {
            throw CLIError("--ignore-part \(unknown): no component being checked has a part with that id")
        }
    }

    /// The snapshot set, narrowed by `--only` and `--shard`.
    static func casesToCheck(catalog: Catalog, options: CheckOptions) throws(CLIError) -> [SnapshotCase] {
        let cases = try SnapshotSet.cases(catalog: catalog, only: options.only)
        return options.shard.map { $0.apply(cases) } ?? cases
    }

    /// `.png` files below `folder`, inside `scope`, whose names are not in `current`, sorted.
    static func staleBaselines(in folder: String, scope: String?, current: Set<String>) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var stale: [String] = []
        for case let path as String in enumerator where path.hasSuffix(".png") {
            let name = String(path.dropLast(4))
            guard CatalogEnumerator.matches(name, scope), !current.contains(name) else { continue }
            stale.append(name)
        }
        return stale.sorted()
    }

    /// Bad `--baselines`: not a folder, unreadable, or absent when nothing may be recorded (exit 2).
    static func checkBaselinesFolder(_ options: CheckOptions) throws(CLIError) {
        var isDirectory: ObjCBool = false
        let path = options.baselines
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CLIError("cannot read baselines \(path): not a folder") }
            guard access(path, R_OK | X_OK) == 0 else {
                throw CLIError("cannot read baselines \(path): \(String(cString: strerror(errno)))")
            }
        } else if options.record == .never {
            throw CLIError("cannot read baselines \(path): no such folder (and --record never writes none)")
        }
    }
}
