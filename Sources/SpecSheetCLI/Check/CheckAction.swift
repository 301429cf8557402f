import Dispatch
import Foundation
import SpecSheetDiff
import SpecSheetLayout
import SpecSheetModel
import SpecSheetPNG
import SpecSheetRender

/// What `specsheet check` is asked to do.
public struct CheckOptions: Sendable {
    public var baselines: String
    public var record: RecordMode
    public var shard: Shard?
    /// Where failures' expected/actual/diff PNGs, `report.html` and `junit.xml` go.
    public var artifacts: String?
    /// The JUnit file (default `<artifacts>/junit.xml` when `artifacts` is set).
    public var junit: String?
    public var only: String?
    public var jobs: Int
    /// Differing pixels (pixelmatch, threshold 0.1, anti-aliasing not counted) a snapshot may have and pass.
    public var maxDiffPixels: Int
    /// `CI=true`: a missing baseline is written but fails the run.
    public var isCI: Bool
    /// Part ids whose frames are left out of the pixel comparison (e.g. `content`, whose sample
    /// rows may change without the sheet changing).
    public var ignoredParts: [String] = []

    public init(baselines: String = "Tests/Snapshots", record: RecordMode = .missing, shard: Shard? = nil,
                artifacts: String? = nil, junit: String? = nil, only: String? = nil,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, maxDiffPixels: Int = 0,
                isCI: Bool = ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")) {
        self.baselines = baselines
        self.record = record
        self.shard = shard
        self.artifacts = artifacts
        self.junit = junit
        self.only = only
        self.jobs = jobs
        self.maxDiffPixels = maxDiffPixels
        self.isCI = isCI
    }

    var junitPath: String? { junit ?? artifacts.map { $0 + "/junit.xml" } }
}

/// The result of one snapshot.
public struct CheckOutcome: Sendable {
    public enum Status: String, Sendable { case passed, failed, recorded }
    public var name: String
    public var status: Status
    /// Whether the snapshot fails the run (a failure, or a baseline recorded under `CI=true`).
    public var failsRun: Bool
    /// The headline: why it failed or what was recorded.
    public var headline: String
    /// Details: geometry changes in words, environment differences.
    public var details: [String]
    public var seconds: Double
    /// Artifact paths relative to the artifacts folder, when written.
    public var expected: String?, actual: String?, diff: String?
}

/// What a check did.
public struct CheckSummary: Sendable {
    public var outcomes: [CheckOutcome]
    public var seconds: Double
    /// Baselines (names without `.png`) inside the checked scope that no snapshot uses any more.
    /// Reported, never deleted; not looked for under `--shard`.
    public var stale: [String] = []

    public var failed: Int { outcomes.filter(\.failsRun).count }
    public var recorded: Int { outcomes.filter { $0.status == .recorded }.count }
    public var passed: Int { outcomes.filter { $0.status == .passed }.count }

    /// `check: N snapshots, P passed, F failed, R recorded in S s`.
    public var description: String {
        "check: \(outcomes.count) snapshots, \(passed) passed, \(failed) failed, \(recorded) recorded in "
            + "\(String(format2: seconds)) s"
    }

    /// The report lines for everything that did not simply pass, then the summary.
    public var report: String {
        var text = ""
        for outcome in outcomes where outcome.status != .passed {
            let tag = outcome.failsRun ? "FAIL" : "RECORDED"
            text += "\(tag) \(outcome.name): \(outcome.headline)\n"
            for line in outcome.details { text += "  \(line)\n" }
        }
        for name in stale {
            text += "note: stale baseline \(name).png is not in the snapshot set (delete it and its .json)\n"
        }
        return text + description + "\n"
    }
}

/// `specsheet check`: renders the snapshot set in memory and compares each picture with its
/// baseline PNG (`<baselines>/<system>/<component>/<variant>/<state>/<device>.<theme>.png`, with a
/// `.json` sidecar holding the geometry and the rendering environment). See ``RecordMode`` for
/// when baselines are written.
public enum CheckAction {
    public static func run(catalog: Catalog, options: CheckOptions, measurer: any TextMeasuring,
                           renderer: Renderer) throws(CLIError) -> CheckSummary {
        let start = ContinuousClock.now
        try checkBaselinesFolder(options)
        let cases = try casesToCheck(catalog: catalog, options: options)
        try checkIgnoredParts(options.ignoredParts, in: cases)
        let environment = RenderingEnvironment.current(fontFilePaths: renderer.fonts.fontFilePaths)
        let context = Context(options: options, engine: LayoutEngine(catalog: catalog, measurer: measurer),
                              diagrams: DiagramLayout(measurer: measurer), renderer: renderer, environment: environment)

        let results = OutcomeCollector(count: cases.count)
        let progress = ProgressReporter(total: cases.count, label: "check")
        DispatchQueue.concurrentPerform(iterations: max(1, min(options.jobs, cases.count))) { _ in
            while let index = results.nextJob() {
                do {
                    results.set(index, try context.check(cases[index]))
                } catch {
                    results.fail(CLIError.wrap(error))
                }
                progress.advance(cases[index].name)
            }
        }
        progress.finish()
        if let failure = results.failure { throw failure }
        var summary = CheckSummary(outcomes: results.outcomes.compactMap { $0 },
                                   seconds: (ContinuousClock.now - start).inSeconds)
        if options.shard == nil {
            summary.stale = staleBaselines(in: options.baselines, scope: options.only, current: Set(cases.map(\.name)))
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

    /// Lays out and renders the set (layout, raster and PNG bytes, nothing written): what `check` costs
    /// without baselines, for comparing timings. Returns the count and the seconds taken.
    public static func renderOnly(catalog: Catalog, options: CheckOptions, measurer: any TextMeasuring,
                                  renderer: Renderer) throws(CLIError) -> (count: Int, seconds: Double) {
        let start = ContinuousClock.now
        let cases = try casesToCheck(catalog: catalog, options: options)
        let engine = LayoutEngine(catalog: catalog, measurer: measurer), diagrams = DiagramLayout(measurer: measurer)
        let results = OutcomeCollector(count: cases.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(options.jobs, cases.count))) { _ in
            while let index = results.nextJob() {
                do {
                    let diagram = diagrams.diagram(for: try engine.scene(for: cases[index].selection), kind: .snapshot)
                    _ = try renderer.png(diagram, scale: 1)
                } catch {
                    results.fail(CLIError.wrap(error))
                }
            }
        }
        if let failure = results.failure { throw failure }
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
        let context = Context(options: options, engine: LayoutEngine(catalog: catalog, measurer: measurer),
                              diagrams: DiagramLayout(measurer: measurer), renderer: renderer,
                              environment: RenderingEnvironment.current(fontFilePaths: renderer.fonts.fontFilePaths))
        do {
            return try context.check(snapshot)
        } catch {
            throw CLIError.wrap(error)
        }
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

/// Everything one snapshot's check needs; shared by the workers.
private struct Context: Sendable {
    var options: CheckOptions
    var engine: LayoutEngine
    var diagrams: DiagramLayout
    var renderer: Renderer
    var environment: RenderingEnvironment

    func check(_ snapshot: SnapshotCase) throws -> CheckOutcome {
        let start = ContinuousClock.now
        let base = options.baselines + "/" + snapshot.name
        let pngPath = base + ".png", sidecarPath = base + ".json"
        let scene = try engine.scene(for: snapshot.selection)
        let diagram = diagrams.diagram(for: scene, kind: .snapshot)
        let raster = try renderer.rasterize(diagram, scale: 1)
        let geometry = scene.geometryJSON

        func outcome(_ status: CheckOutcome.Status, fails: Bool, _ headline: String, _ details: [String] = [],
                     artifacts: (String?, String?, String?) = (nil, nil, nil)) -> CheckOutcome {
            CheckOutcome(name: snapshot.name, status: status, failsRun: fails, headline: headline, details: details,
                         seconds: (ContinuousClock.now - start).inSeconds,
                         expected: artifacts.0, actual: artifacts.1, diff: artifacts.2)
        }
        // The baseline was written by this encoder, so an unchanged picture has the very same bytes:
        // comparing them costs no more than a render. Otherwise the pixels are compared.
        let png = try encode(raster)
        func record() throws(CLIError) {
            let sidecar = JSONValue.object([("geometry", geometry), ("environment", environment.json)])
            try writeIfChanged(png, to: pngPath)
            try writeIfChanged(Array((sidecar.serialized() + "\n").utf8), to: sidecarPath)
        }

        if options.record == .all {
            try record()
            return outcome(.recorded, fails: false, "re-recorded (--record all)")
        }
        guard let data = FileManager.default.contents(atPath: pngPath) else {
            switch options.record {
            case .never:
                return outcome(.failed, fails: true, "no baseline at \(pngPath) (--record never; "
                               + "run `specsheet check --record missing` to write it)")
            case .missing where options.isCI:
                try record()
                return outcome(.recorded, fails: true, "baseline was missing; recorded \(pngPath), but CI=true: "
                               + "a CI run must not invent baselines (record locally and commit them)")
            default:
                try record()
                return outcome(.recorded, fails: false, "new baseline \(pngPath)")
            }
        }
        if data.count == png.count, data.withUnsafeBytes({ a in png.withUnsafeBytes { b in
            memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }) {
            return outcome(.passed, fails: false, "identical")
        }
        let expectedBytes = [UInt8](data)
        let actual = RGBAImage(width: raster.width, height: raster.height, pixels: raster.rgba())!
        var headline: String
        var diffImage: RGBAImage?
        let expected: RGBAImage
        do {
            expected = try PNGDecoder().decode(expectedBytes)
        } catch {
            headline = "baseline \(pngPath): \(error.description)"
            return try fail(snapshot, headline, details: [], expectedBytes: nil, actual: png, diff: nil,
                            sidecarPath: sidecarPath, geometry: geometry, record: record, outcome: outcome)
        }
        if expected.width != actual.width || expected.height != actual.height {
            headline = "size changed: baseline \(expected.sizeDescription), now \(actual.sizeDescription)"
            if options.artifacts != nil {
                let (a, b) = ImagePadding.toCommonSize(expected, actual)
                diffImage = (try? ImageComparison().compare(a, b))?.diffImage
            }
        } else if expected.pixels == actual.pixels {
            return outcome(.passed, fails: false, "identical")
        } else {
            // Snapshots are drawn at scale 1 with the screen at the canvas origin: frames are pixels.
            let ignored = options.ignoredParts.compactMap { scene.part($0)?.frame }.map(CheckAction.pixels(enclosing:))
            let comparison = ImageComparison(options: PixelmatchOptions(threshold: 0.1), ignoredRegions: ignored,
                                             budget: DiffBudget(maxDifferingPixels: options.maxDiffPixels))
            let result = try comparison.compare(expected, actual, names: ("baseline", "render"),
                                                drawDiff: options.artifacts != nil)
            if result.passes {
                return outcome(.passed, fails: false, "\(result.mismatchCount) pixels differ, within the budget")
            }
            let percent = String(format: "%.3f", result.mismatchRatio * 100)
            let boxes = result.boxes()
            let area = boxes.dropFirst().reduce(boxes.first) { $0?.union($1) }
            headline = "\(result.mismatchCount) pixels differ (\(percent)%)"
                + (area.map { " within \($0) (width x height + x + y)" } ?? "")
            diffImage = result.diffImage
        }
        return try fail(snapshot, headline, details: [], expectedBytes: expectedBytes, actual: png, diff: diffImage,
                        sidecarPath: sidecarPath, geometry: geometry, record: record, outcome: outcome)
    }

    /// A failing snapshot: explains the geometry and environment changes, writes the artifacts and,
    /// under `--record failed`, re-records it.
    private func fail(_ snapshot: SnapshotCase, _ headline: String, details: [String], expectedBytes: [UInt8]?,
                      actual: [UInt8], diff: RGBAImage?, sidecarPath: String, geometry: JSONValue,
                      record: () throws(CLIError) -> Void,
                      outcome: (CheckOutcome.Status, Bool, String, [String], (String?, String?, String?)) -> CheckOutcome)
        throws -> CheckOutcome
    {
        var details = details
        if let data = FileManager.default.contents(atPath: sidecarPath),
           let sidecar = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            if let old = sidecar["geometry"] as? [String: Any],
               let new = try? JSONSerialization.jsonObject(with: Data(geometry.serialized().utf8)) as? [String: Any] {
                let changes = GeometryChanges.describe(from: old, to: new)
                details += changes.isEmpty ? ["geometry unchanged"] : changes
            }
            if let recorded = sidecar["environment"] as? [String: Any] {
                details += RenderingEnvironment(parsed: recorded).differences(from: environment)
            }
        } else {
            details.append("no readable sidecar \(sidecarPath): geometry changes unknown")
        }
        var paths: (String?, String?, String?) = (nil, nil, nil)
        if let artifacts = options.artifacts {
            let base = artifacts + "/" + snapshot.name
            if let expectedBytes {
                try AtomicFile.write(expectedBytes, to: base + ".expected.png")
                paths.0 = snapshot.name + ".expected.png"
            }
            try AtomicFile.write(actual, to: base + ".actual.png")
            paths.1 = snapshot.name + ".actual.png"
            if let diff {
                try AtomicFile.write(try DiffAction.encode(diff), to: base + ".diff.png")
                paths.2 = snapshot.name + ".diff.png"
            }
        }
        if options.record == .failed {
            try record()
            return outcome(.recorded, false, "re-recorded (--record failed): " + headline, details, paths)
        }
        return outcome(.failed, true, headline, details, paths)
    }

    private func encode(_ raster: RasterImage) throws(CLIError) -> [UInt8] {
        do {
            return try PNGEncoder().encode(bgraPremultiplied: raster.bytes, width: raster.width, height: raster.height,
                                           stride: raster.stride, opaque: false)
        } catch {
            throw CLIError("encoding a PNG: \(error)")
        }
    }

    /// Writes unless the file already holds exactly these bytes (re-recording leaves unchanged files alone).
    private func writeIfChanged(_ bytes: [UInt8], to path: String) throws(CLIError) {
        if let existing = FileManager.default.contents(atPath: path), existing.count == bytes.count,
           [UInt8](existing) == bytes { return }
        try AtomicFile.write(bytes, to: path)
    }
}

/// Shared state of the check workers, behind a lock.
private final class OutcomeCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private(set) var outcomes: [CheckOutcome?]
    private(set) var failure: CLIError?

    init(count: Int) {
        self.count = count
        outcomes = Array(repeating: nil, count: count)
    }

    func nextJob() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard failure == nil, next < count else { return nil }
        defer { next += 1 }
        return next
    }

    func set(_ index: Int, _ outcome: CheckOutcome) {
        lock.lock()
        defer { lock.unlock() }
        outcomes[index] = outcome
    }

    func fail(_ error: CLIError) {
        lock.lock()
        defer { lock.unlock() }
        if failure == nil { failure = error }
    }
}
