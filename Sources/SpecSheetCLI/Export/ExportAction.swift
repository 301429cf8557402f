import Foundation
import SpecSheetCache
import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender
import SpecSheetSpecs

/// What `specsheet export` is asked to do.
public struct ExportOptions: Sendable {
    public var only: String?
    public var formats: [PictureFormat]
    public var scales: [Int]
    public var out: String
    public var jobs: Int
    public var force: Bool
    /// The catalog's folder: with it, a component none of whose inputs changed (``SpecInputs``) is
    /// not even laid out when its files are all still as written.
    public var specsDirectory: String?

    public init(only: String? = nil, formats: [PictureFormat] = PictureFormat.allCases, scales: [Int] = [1, 2, 3],
                out: String = "Output", jobs: Int = ProcessInfo.processInfo.activeProcessorCount, force: Bool = false,
                specsDirectory: String? = nil) {
        self.only = only
        self.formats = formats
        self.scales = scales
        self.out = out
        self.jobs = jobs
        self.force = force
        self.specsDirectory = specsDirectory
    }
}

/// What an export did.
public struct ExportSummary: Sendable {
    public var pictures: Int
    public var written: Int
    public var unchanged: Int
    public var removed: Int
    /// Pictures kept without laying them out: their component's inputs and files were unchanged.
    public var keptUnread: Int = 0
    public var seconds: Double

    public var description: String {
        "\(pictures) pictures, \(written + unchanged) files (\(written) written, \(unchanged) unchanged"
            + (removed > 0 ? ", \(removed) stale removed" : "") + ") in \(String(format2: seconds)) s"
            + (keptUnread > 0 ? "; \(keptUnread) pictures of unchanged components not laid out" : "")
    }
}

/// `specsheet export`: every selection × theme × kind in the chosen formats and scales, rendered in
/// parallel into `<out>/<system>/<component>/…`, with a `manifest.json`. Files whose inputs did not
/// change since the last export are kept (unless `force`); files are written atomically.
public enum ExportAction {
    public static func run(catalog: Catalog, options: ExportOptions, measurer: any TextMeasuring,
                           renderer: some PictureRendering & Sendable, rendererFingerprint: String)
        throws(CLIError) -> ExportSummary
    {
        let start = ContinuousClock.now
        let plan = try ExportPlan(catalog: catalog, only: options.only, formats: options.formats, scales: options.scales)
        let manifestPath = options.out + "/manifest.json"
        AtomicFile.removeStrayTemporaries(in: options.out, recursive: true)
        let previous = options.force ? Manifest() : Manifest.read(from: manifestPath)
        let engine = LayoutEngine(catalog: catalog, measurer: measurer)
        let diagrams = DiagramLayout(measurer: measurer)

        // Components whose inputs and files are all as the last export left them are kept unread.
        let componentInputs = options.specsDirectory.map { directory in
            SpecInputs.componentHashes(catalog: catalog, specsDirectory: directory).mapValues {
                ContentKey(of: [$0, rendererFingerprint])
            }
        } ?? [:]
        let unchanged = Set(componentInputs.compactMap { address, hash in
            previous.components[address] == hash ? address : nil
        })

        // One job per picture (selection × kind): its diagram is laid out once for all formats and scales.
        let pictureKeys = jobsInOrder(plan)
        let progress = ProgressReporter(total: pictureKeys.count, label: "export")
        let outcomes = pictureKeys.parallelOutcomes(jobs: options.jobs) { itemIndices throws(CLIError) -> PictureOutcome in
            let first = plan.items[itemIndices[0]]
            defer { progress.advance(first.selection.component.address) }
            if unchanged.contains(first.selection.component.address) {
                let kept = itemIndices.compactMap { index -> Manifest.Entry? in
                    let item = plan.items[index]
                    guard let entry = previous.entries[item.relativePath],
                          entry.record.isAsWritten(at: options.out + "/" + item.relativePath) else { return nil }
                    return entry
                }
                if kept.count == itemIndices.count {
                    return PictureOutcome(entries: kept, written: 0, keptUnread: true)
                }
            }
            var outcome = PictureOutcome()
            do {
                let scene = try engine.scene(for: first.selection)
                let diagram = diagrams.diagram(for: scene, kind: first.kind)
                let key = PictureKey.diagram(diagram, renderer: rendererFingerprint)
                for index in itemIndices {
                    let item = plan.items[index]
                    let produced = try produce(item, diagram: diagram, key: key, out: options.out,
                                               previous: previous.entries[item.relativePath], renderer: renderer)
                    outcome.entries.append(produced.entry)
                    if produced.written { outcome.written += 1 }
                }
            } catch {
                throw CLIError.wrap(error)
            }
            return outcome
        }
        progress.finish()
        // What succeeded is kept (its files are on disk) even when a picture failed.
        let results = outcomes.compactMap { try? $0?.get() }
        let failure = outcomes.lazy.compactMap { outcome -> CLIError? in
            guard case .failure(let error)? = outcome else { return nil }
            return error
        }.first
        let entries = results.flatMap(\.entries)
        let written = results.reduce(0) { $0 + $1.written }

        var manifest = Manifest()
        // The inputs of the components this export covered; the others keep what the export that
        // wrote their files recorded (a component left out by --only was not brought up to date).
        manifest.components = previous.components
        let covered = Set(plan.items.map(\.selection.component.address))
        // Only an export of every format and scale brings all of a component's files up to date;
        // after a partial one (or a failure) its files are checked one by one next time.
        let complete = failure == nil && Set(plan.formats) == Set(PictureFormat.allCases)
            && Set(plan.scales) == [1, 2, 3]
        for address in covered { manifest.components[address] = complete ? componentInputs[address] : nil }
        for (path, entry) in previous.entries where !plan.covers(entry) { manifest.entries[path] = entry }
        for entry in entries { manifest.entries[entry.path] = entry }
        var removed = 0
        if failure == nil {
            // Only files this tool wrote, by manifest path shape, and never a folder: a hand-edited
            // manifest cannot make the export delete anything outside its own files.
            for (path, entry) in previous.entries.sorted(by: { $0.key < $1.key })
            where plan.covers(entry) && manifest.entries[path] == nil && ExportPlan.isSafeRelativePath(path) {
                if unlink(options.out + "/" + path) == 0 { removed += 1 }
            }
        }
        // Unchanged (nothing written or removed, the same inputs): the manifest on disk is still right.
        if written > 0 || removed > 0 || manifest.entries != previous.entries || manifest.components != previous.components {
            try AtomicFile.write(Array((manifest.json.serialized() + "\n").utf8), to: manifestPath)
            try AtomicFile.write(Array((manifest.stateJSON.serialized() + "\n").utf8),
                                 to: options.out + "/" + Manifest.stateFileName)
        }
        if let failure { throw failure }
        let elapsed = ContinuousClock.now - start
        return ExportSummary(pictures: pictureKeys.count, written: written, unchanged: entries.count - written,
                             removed: removed, keptUnread: results.filter(\.keptUnread).count,
                             seconds: elapsed.inSeconds)
    }

    /// Item indices grouped per picture (selection × kind), in plan order.
    private static func jobsInOrder(_ plan: ExportPlan) -> [[Int]] {
        var groups: [[Int]] = []
        for index in plan.items.indices {
            let item = plan.items[index]
            if let last = groups.last?.last, plan.items[last].kind == item.kind,
               plan.items[last].selection == item.selection {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }
        return groups
    }

    /// Renders and writes one file, or keeps it when its inputs and bytes are unchanged.
    private static func produce(_ item: ExportItem, diagram: Diagram, key: ContentKey, out: String,
                                previous: Manifest.Entry?, renderer: some PictureRendering) throws -> (entry: Manifest.Entry, written: Bool)
    {
        let path = out + "/" + item.relativePath
        let inputs = PictureKey.file(diagram: key, format: item.format.rawValue, scale: Double(item.scale))
        if let previous, previous.record.keeps(path, madeFrom: inputs) {
            return (previous, false)
        }
        let picture = try renderer.render(diagram, format: item.format, scale: item.scale)
        try AtomicFile.write(picture.bytes, to: path)
        let stamp = FileStamp.of(path)
        let selection = item.selection
        let entry = Manifest.Entry(
            path: item.relativePath, address: selection.component.address, variant: selection.variant,
            state: selection.state, device: selection.screen.id, orientation: selection.screen.orientation.rawValue,
            theme: selection.theme.rawValue, kind: item.kind.rawValue, format: item.format.rawValue, scale: item.scale,
            width: picture.pixelWidth, height: picture.pixelHeight, sha256: SHA256.hex(picture.bytes), inputs: inputs,
            stamp: stamp)
        return (entry, true)
    }
}

/// What one picture's job produced: its files' manifest entries, how many it wrote, and whether
/// they were all kept unread (their component unchanged since the last export).
private struct PictureOutcome: Sendable {
    var entries: [Manifest.Entry] = []
    var written = 0
    var keptUnread = false
}
