import Foundation
import SpecSheetCache
import SpecSheetModel
import Testing

/// `OutputRecord`: the one rule `export` and `build` keep a file by.
@Suite("OutputRecord")
final class OutputRecordTests {
    /// This test's scratch folder, removed when the test ends.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("output-record-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A fresh file holding `text`, and its record as a run would write it.
    func written(_ text: String, inputs: ContentKey) throws -> (path: String, record: OutputRecord) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("\(UUID().uuidString).txt").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return (path, OutputRecord(inputs: inputs, stamp: FileStamp.of(path)))
    }

    let key = ContentKey(of: ["picture", "a"])

    @Test func aFileAsWrittenFromTheSameInputsIsKept() throws {
        let (path, record) = try written("pixels", inputs: key)
        #expect(record.stamp?.bytes == 6)
        #expect(record.keeps(path, madeFrom: key))
        #expect(!record.keeps(path, madeFrom: ContentKey(of: ["picture", "b"])), "other inputs make it again")
    }

    @Test func aFileChangedSinceIsNotKept() throws {
        let (path, record) = try written("pixels", inputs: key)
        // Another size.
        try "pixels!".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(!record.isAsWritten(at: path))
        // The same size, written again later: another modification time.
        let (samePath, sameRecord) = try written("pixels", inputs: key)
        let later = Date(timeIntervalSinceNow: 5)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: samePath)
        #expect(!sameRecord.keeps(samePath, madeFrom: key))
        // Gone, or a folder in its place.
        try FileManager.default.removeItem(atPath: samePath)
        #expect(!sameRecord.isAsWritten(at: samePath))
        try FileManager.default.createDirectory(atPath: samePath, withIntermediateDirectories: false)
        #expect(!sameRecord.isAsWritten(at: samePath))
    }

    @Test func aRecordWithoutAStampKeepsNothing() throws {
        let (path, _) = try written("pixels", inputs: key)
        #expect(!OutputRecord(inputs: key, stamp: nil).keeps(path, madeFrom: key))
    }

    @Test func recordsReadBackAsWritten() throws {
        let stamp = FileStamp(bytes: 1234, modified: "1764150000.000000042")
        let record = OutputRecord(inputs: key, stamp: stamp)
        #expect(record.json.serialized(pretty: false) == #"{"inputs":"\#(key.hex)","stamp":[1234,"1764150000.000000042"]}"#)
        let decoded = try JSONDecoder().decode(OutputRecord.self, from: Data(record.json.serialized().utf8))
        #expect(decoded == record)
        let unstamped = OutputRecord(inputs: key, stamp: nil)
        #expect(try JSONDecoder().decode(OutputRecord.self, from: Data(unstamped.json.serialized().utf8)) == unstamped)
    }

    @Test func stampsHaveNanosecondTimes() throws {
        let (path, record) = try written("x", inputs: key)
        let modified = try #require(record.stamp?.modified)
        let parts = modified.split(separator: ".")
        #expect(parts.count == 2 && parts[1].count == 9, "\(modified)")
        #expect(FileStamp.of(path) == record.stamp, "stamping twice gives the same stamp")
        #expect(FileStamp.of(path + ".missing") == nil)
    }
}
