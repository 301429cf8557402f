import SpecSheetDiff
import SpecSheetLayout
import SpecSheetModel
import SpecSheetPNG

/// One snapshot checked against its baseline, in named steps: draw it, record it or read the
/// baseline, compare the picture as it comes off the renderer, then explain, keep and (under
/// `--record failed`) re-record a failure. ``CheckAction`` runs one per snapshot on its workers.
struct SnapshotCheck: Sendable {
    var options: CheckOptions
    var drawing: SelectionRenderer
    var environment: RenderingEnvironment

    func check(_ snapshot: SnapshotCase) throws(CLIError) -> CheckOutcome {
        let start = ContinuousClock.now
        let (scene, png) = try draw(snapshot)
        let finding = try judge(Picture(name: snapshot.name, scene: scene, png: png),
                                baseline: BaselineFiles(folder: options.baselines, name: snapshot.name))
        return CheckOutcome(name: snapshot.name, finding, seconds: (ContinuousClock.now - start).inSeconds)
    }

    /// A snapshot as drawn by this run.
    private struct Picture {
        var name: String
        var scene: Scene
        var png: [UInt8]
    }

    // MARK: - Steps

    private func draw(_ snapshot: SnapshotCase) throws(CLIError) -> (scene: Scene, png: [UInt8]) {
        do {
            return try drawing.snapshot(snapshot.selection)
        } catch {
            throw CLIError.wrap(error)
        }
    }

    private func judge(_ picture: Picture, baseline: BaselineFiles) throws(CLIError) -> SnapshotFinding {
        if options.record == .all {
            try record(picture, baseline)
            return SnapshotFinding(status: .recorded, failsRun: false, headline: "re-recorded (--record all)")
        }
        guard let expected = baseline.readPNG() else { return try missing(picture, baseline) }
        let verdict: PNGComparisonVerdict
        do {
            verdict = try comparison(for: picture.scene)
                .compare(expected: expected, actual: picture.png, names: ("baseline", "render"))
        } catch let .unreadable(side, error) {
            let file = side == .expected ? "baseline \(baseline.png)" : "render"
            return try failure(picture, baseline, "\(file): \(error.description)", expected: nil, diff: nil)
        } catch {
            throw CLIError(error.description)
        }
        let headline = verdict.headline(expected: "baseline")
        if verdict.passes { return .passed(headline) }
        return try failure(picture, baseline, headline, expected: expected, diff: verdict.diffImage)
    }

    /// The comparison `check` makes (pixelmatch, threshold 0.1, the budget), leaving out the
    /// frames of the ignored parts: snapshots are drawn at scale 1 with the screen at the canvas
    /// origin, so frames are pixels. Counts to the budget; a failure is then compared in full,
    /// with a diff image when there are artifacts to write.
    private func comparison(for scene: Scene) -> PNGComparison {
        let ignored = options.ignoredParts.compactMap { scene.part($0)?.frame }.map(CheckAction.pixels(enclosing:))
        return PNGComparison(
            comparison: ImageComparison(options: PixelmatchOptions(threshold: 0.1), ignoredRegions: ignored,
                                        budget: DiffBudget(maxDifferingPixels: options.maxDiffPixels)),
            report: .failures(diffImage: options.artifacts != nil))
    }

    /// No baseline yet: recorded unless `--record never`; under `CI=true` recording fails the run.
    private func missing(_ picture: Picture, _ baseline: BaselineFiles) throws(CLIError) -> SnapshotFinding {
        switch options.record {
        case .never:
            return SnapshotFinding(status: .failed, failsRun: true, headline: "no baseline at \(baseline.png) "
                                   + "(--record never; run `specsheet check --record missing` to write it)")
        case .missing where options.isCI:
            try record(picture, baseline)
            return SnapshotFinding(status: .recorded, failsRun: true, headline: "baseline was missing; recorded "
                                   + "\(baseline.png), but CI=true: a CI run must not invent baselines (record "
                                   + "locally and commit them)")
        default:
            try record(picture, baseline)
            return SnapshotFinding(status: .recorded, failsRun: false, headline: "new baseline \(baseline.png)")
        }
    }

    /// A failing snapshot: explained, its pictures written as artifacts and, under `--record
    /// failed`, re-recorded.
    private func failure(_ picture: Picture, _ baseline: BaselineFiles, _ headline: String, expected: [UInt8]?,
                         diff: RGBAImage?) throws(CLIError) -> SnapshotFinding {
        let details = explanation(of: picture, against: baseline)
        let artifacts = try writeArtifacts(of: picture, expected: expected, diff: diff)
        if options.record == .failed {
            try record(picture, baseline)
            return SnapshotFinding(status: .recorded, failsRun: false, headline: "re-recorded (--record failed): " + headline,
                                   details: details, artifacts: artifacts)
        }
        return SnapshotFinding(status: .failed, failsRun: true, headline: headline, details: details, artifacts: artifacts)
    }

    /// The geometry changes in words and the rendering environment's differences, from the sidecar.
    private func explanation(of picture: Picture, against baseline: BaselineFiles) -> [String] {
        guard let sidecar = baseline.readSidecar() else {
            return ["no readable sidecar \(baseline.sidecar): geometry changes unknown"]
        }
        var details: [String] = []
        if let old = sidecar.geometry, let new = try? SnapshotGeometry(picture.scene.geometryJSON) {
            let changes = GeometryChanges.describe(from: old, to: new)
            details += changes.isEmpty ? ["geometry unchanged"] : changes
        }
        if let recorded = sidecar.environment {
            details += recorded.differences(from: environment)
        }
        return details
    }

    /// `<name>.expected.png` (when the baseline was read), `.actual.png` and `.diff.png` (when drawn)
    /// below `--artifacts`, if set.
    private func writeArtifacts(of picture: Picture, expected: [UInt8]?, diff: RGBAImage?) throws(CLIError) -> CheckArtifacts {
        guard let folder = options.artifacts else { return CheckArtifacts() }
        let name = picture.name
        var written = CheckArtifacts()
        if let expected {
            try AtomicFile.write(expected, to: folder + "/" + name + ".expected.png")
            written.expected = name + ".expected.png"
        }
        try AtomicFile.write(picture.png, to: folder + "/" + name + ".actual.png")
        written.actual = name + ".actual.png"
        if let diff {
            let png: [UInt8]
            do { png = try PNGEncoder().encode(diff) } catch { throw CLIError("encoding the diff image: \(error)") }
            try AtomicFile.write(png, to: folder + "/" + name + ".diff.png")
            written.diff = name + ".diff.png"
        }
        return written
    }

    private func record(_ picture: Picture, _ baseline: BaselineFiles) throws(CLIError) {
        try baseline.record(png: picture.png, geometry: picture.scene.geometryJSON, environment: environment)
    }
}
