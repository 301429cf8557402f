import Foundation
import SpecSheetTesting

/// The repository's specs folder, found from this file (not from the current directory).
let specsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Specs").path

/// `CI=true`: `check` (and so the assertion) fails a run that records a missing baseline.
let isCI = ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")

/// A fresh empty folder under the temporary directory, removed by `cleanUp`.
func scratchFolder(_ label: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("specsheet-testing-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

func cleanUp(_ folder: String) {
    try? FileManager.default.removeItem(atPath: folder)
}

let bottomSheet = SpecSelection("ebay-playbook/bottom-sheet", variant: "modal", state: "fit-content",
                                device: "iphone-15", specs: specsFolder)
let baselineName = "ebay-playbook/bottom-sheet/modal/fit-content/iphone-15.light"
