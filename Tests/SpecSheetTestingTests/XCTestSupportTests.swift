import Foundation
import SpecSheetTesting
import XCTest

/// The assertion from XCTest: IssueReporting reports through XCTFail here.
final class AssertSpecSnapshotXCTests: XCTestCase {
    func testRecordsThenPasses() throws {
        let baselines = try scratchFolder("xctest")
        defer { cleanUp(baselines) }
        // `.all` records without failing, even under CI=true.
        assertSpecSnapshot(of: bottomSheet, baselines: baselines, record: .all)
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(baselines)/\(baselineName).png"))
        assertSpecSnapshot(of: bottomSheet, baselines: baselines, record: .never)
    }

    func testAChangedBaselineFails() throws {
        let baselines = try scratchFolder("xctest-changed")
        defer { cleanUp(baselines) }
        assertSpecSnapshot(of: bottomSheet, baselines: baselines, record: .all)
        var dark = bottomSheet
        dark.theme = .dark
        try dark.pngData().write(to: URL(fileURLWithPath: "\(baselines)/\(baselineName).png"))
        // (XCTExpectFailure does not exist in swift-corelibs-xctest, so the outcome is checked
        // directly: this is what `assertSpecSnapshot` would report through XCTFail.)
        let outcome = try checkSpecSnapshot(bottomSheet, baselines: baselines, record: .never)
        XCTAssertEqual(outcome.status, .failed)
        XCTAssertTrue(outcome.headline.contains("pixels differ"), outcome.headline)
        XCTAssertEqual(outcome.details, ["geometry unchanged"])
    }
}
