import Foundation
import IssueReporting
import SpecSheetCLI
import SpecSheetModel

/// Asserts that a selection of a spec still looks like its baseline, the way `specsheet check`
/// compares it: the selection is drawn as a bare snapshot at @1x and compared with
/// `<baselines>/<system>/<component>/<variant>/<state>/<device>.<theme>.png` (pixelmatch,
/// threshold 0.1; a `.json` sidecar holds the geometry). Baselines are written per `record`
/// (``RecordMode``, as `check --record`; like `check`, a baseline recorded under `CI=true` fails).
/// A failure is reported through IssueReporting, so it works from XCTest and Swift Testing alike:
/// the differing pixel count, then the geometry changes in words (`handle.width 32 → 36`).
///
/// ```swift
/// assertSpecSnapshot(of: SpecSelection("ebay-playbook/bottom-sheet", variant: "modal", state: "fit-content",
///                                      device: "iphone-15"))
/// ```
///
/// - Parameters:
///   - selection: What to draw: address, variant, state, device, theme and specs folder (relative paths
///     are relative to the current directory, the package root under `swift test`).
///   - baselines: The baselines folder `specsheet check` uses.
///   - maxDiffPixels: Differing pixels the picture may have and pass.
///   - artifacts: When set, a failure's expected/actual/diff PNGs are written below it.
public func assertSpecSnapshot(
    of selection: SpecSelection,
    baselines: String = "Tests/Snapshots",
    record: RecordMode = .missing,
    maxDiffPixels: Int = 0,
    artifacts: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    do {
        let outcome = try checkSpecSnapshot(selection, baselines: baselines, record: record,
                                            maxDiffPixels: maxDiffPixels, artifacts: artifacts)
        guard outcome.failsRun else { return }
        reportIssue(outcome.failureMessage, fileID: fileID, filePath: filePath, line: line, column: column)
    } catch {
        reportIssue("snapshot \(selection): \(error.description)", fileID: fileID, filePath: filePath,
                    line: line, column: column)
    }
}

/// Checks a selection against its baseline without reporting anything: `specsheet check`'s outcome
/// for that one snapshot (status, headline, geometry changes).
public func checkSpecSnapshot(_ selection: SpecSelection, baselines: String = "Tests/Snapshots",
                              record: RecordMode = .missing, maxDiffPixels: Int = 0,
                              artifacts: String? = nil) throws(CLIError) -> CheckOutcome {
    let (catalog, resolved) = try selection.resolved()
    let environment = SpecSheetTestingEnvironment.shared
    let options = CheckOptions(baselines: baselines, record: record, artifacts: artifacts, jobs: 1,
                               maxDiffPixels: maxDiffPixels)
    return try CheckAction.checkOne(SnapshotCase(selection: resolved), catalog: catalog, options: options,
                                    measurer: try environment.measurer(), renderer: try environment.renderer())
}

extension CheckOutcome {
    /// `Snapshot <name> does not match its baseline: <headline>` and the details, one per line.
    var failureMessage: String {
        (["snapshot \(name): \(headline)"] + details.map { "  " + $0 }).joined(separator: "\n")
    }
}
