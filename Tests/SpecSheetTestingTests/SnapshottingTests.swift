import Foundation
import SnapshotTesting
import Testing
import SpecSheetTesting

@Suite struct SnapshottingTests {
    @Test func specSheetPNGRecordsThenMatchesThenReportsAChange() throws {
        let directory = try scratchFolder("snapshot-testing")
        defer { cleanUp(directory) }
        try withSnapshotTesting(record: .missing) {
            let first = verifySnapshot(of: bottomSheet, as: .specSheetPNG, named: "sheet", snapshotDirectory: directory)
            #expect(first?.contains("No reference was found on disk") == true)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory)
            #expect(files.count == 1 && files[0].hasSuffix(".sheet.png"))
            let recorded = try #require(FileManager.default.contents(atPath: directory + "/" + files[0]))
            #expect(recorded == (try bottomSheet.pngData()))

            #expect(verifySnapshot(of: bottomSheet, as: .specSheetPNG, named: "sheet", snapshotDirectory: directory) == nil)

            var dark = bottomSheet
            dark.theme = .dark
            let failure = verifySnapshot(of: dark, as: .specSheetPNG, named: "sheet", record: .never,
                                         snapshotDirectory: directory)
            #expect(failure?.contains("pixels differ") == true)
        }
    }

    /// assertSnapshot keeps references in `__Snapshots__/<file name>/` beside `file`, which must be a
    /// literal: this one puts them under the temporary folder instead of beside this source file.
    static let scratchFile: StaticString = "/tmp/specsheet-testing-assert-snapshot/ScratchTests.swift"
    static let scratchRoot = "/tmp/specsheet-testing-assert-snapshot"

    @Test func assertSnapshotWithTheStrategy() throws {
        cleanUp(Self.scratchRoot)
        defer { cleanUp(Self.scratchRoot) }
        // Recording a missing reference is reported as a failure by swift-snapshot-testing.
        withKnownIssue {
            assertSnapshot(of: bottomSheet, as: .specSheetPNG, named: "sheet", record: .missing,
                           file: Self.scratchFile)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Automatically recorded")
        }
        let reference = Self.scratchRoot + "/__Snapshots__/ScratchTests"
        #expect(try FileManager.default.contentsOfDirectory(atPath: reference).count == 1)

        assertSnapshot(of: bottomSheet, as: .specSheetPNG, named: "sheet", record: .never, file: Self.scratchFile)

        var dark = bottomSheet
        dark.theme = .dark
        withKnownIssue {
            withSnapshotTesting(record: .never) {
                assertSnapshot(of: dark, as: .specSheetPNG, named: "sheet", file: Self.scratchFile)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("pixels differ")
        }
    }

    @Test func diffingIgnoresIdenticalAndDescribesSizeChanges() throws {
        let light = try bottomSheet.pngData()
        #expect(Diffing<Data>.specSheetPNG.diffV2(light, light) == nil)
        var ipad = bottomSheet
        ipad.device = "ipad-10"
        let (message, attachments) = try #require(Diffing<Data>.specSheetPNG.diffV2(light, try ipad.pngData()))
        #expect(message.hasPrefix("size changed: reference 393x852, now "), "\(message)")
        // The reference, the new picture, and both padded to the larger size and compared.
        #expect(attachments.count == 3)
    }
}
