import Foundation
import Testing
import SpecSheetTesting

@Suite struct AssertSpecSnapshotTests {
    @Test func recordsAMissingBaselineThenPasses() throws {
        let baselines = try scratchFolder("record")
        defer { cleanUp(baselines) }
        let record = {
            assertSpecSnapshot(of: bottomSheet, baselines: baselines)
        }
        if isCI {
            withKnownIssue("CI=true: recording a missing baseline fails, as in `specsheet check`") { record() } matching: { issue in
                issue.comments.map(\.rawValue).joined().contains("a CI run must not invent baselines")
            }
        } else {
            record()
        }
        // The same path scheme and sidecar as `specsheet check`.
        #expect(FileManager.default.fileExists(atPath: "\(baselines)/\(baselineName).png"))
        #expect(FileManager.default.fileExists(atPath: "\(baselines)/\(baselineName).json"))

        assertSpecSnapshot(of: bottomSheet, baselines: baselines, record: .never)
        let outcome = try checkSpecSnapshot(bottomSheet, baselines: baselines, record: .never)
        #expect(outcome.status == .passed)
    }

    @Test func matchesTheCommittedCheckBaseline() {
        // The baselines `specsheet check` keeps in Tests/Snapshots pass unchanged.
        let baselines = URL(fileURLWithPath: specsFolder).deletingLastPathComponent()
            .appendingPathComponent("Tests/Snapshots").path
        assertSpecSnapshot(of: bottomSheet, baselines: baselines, record: .never)
    }

    @Test func aChangedBaselineFailsWithPixelsAndGeometry() throws {
        let baselines = try scratchFolder("changed")
        defer { cleanUp(baselines) }
        // Record the long-content state's picture and sidecar, then put them where fit-content's
        // baseline belongs: the same device size, other pixels, other geometry.
        let other = SpecSelection("ebay-playbook/bottom-sheet", variant: "modal", state: "long-content",
                                  device: "iphone-15", specs: specsFolder)
        _ = try checkSpecSnapshot(other, baselines: baselines, record: .all)
        let otherName = "ebay-playbook/bottom-sheet/modal/long-content/iphone-15.light"
        let target = "\(baselines)/\(baselineName)"
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        for ext in ["png", "json"] {
            try FileManager.default.copyItem(atPath: "\(baselines)/\(otherName).\(ext)", toPath: "\(target).\(ext)")
        }

        withKnownIssue {
            assertSpecSnapshot(of: bottomSheet, baselines: baselines, record: .never)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.contains(baselineName) && text.contains("pixels differ") && text.contains(" → ")
        }
        // `.never` left the changed baseline alone.
        let outcome = try checkSpecSnapshot(bottomSheet, baselines: baselines, record: .never)
        #expect(outcome.status == .failed)
        #expect(outcome.headline.contains("pixels differ"))
        #expect(outcome.details.contains { $0.contains(" → ") })

        // `.failed` re-records it, and then it passes.
        assertSpecSnapshot(of: bottomSheet, baselines: baselines, record: .failed)
        assertSpecSnapshot(of: bottomSheet, baselines: baselines, record: .never)
    }

    @Test func aMissingBaselineUnderNeverFails() throws {
        let baselines = try scratchFolder("never")
        defer { cleanUp(baselines) }
        withKnownIssue {
            assertSpecSnapshot(of: bottomSheet, baselines: baselines, record: .never)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("no baseline at")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(baselines)/\(baselineName).png"))
    }

    @Test func aBadSelectionIsReported() {
        withKnownIssue {
            assertSpecSnapshot(of: SpecSelection("ebay-playbook/no-such-component", specs: specsFolder),
                               baselines: "/nonexistent")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("unknown component 'ebay-playbook/no-such-component'")
        }
    }
}
