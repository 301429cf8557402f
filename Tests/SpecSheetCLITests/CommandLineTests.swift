import Foundation
import Testing

/// The `specsheet` executable end to end: output, exit status and one-line errors.
@Suite("Command line", .serialized)
struct CommandLineTests {
    @Test func listNamesEveryComponentAndDevice() throws {
        let result = try CommandRunner.run(["list"])
        #expect(result.status == 0)
        for address in ["ebay-playbook/bottom-sheet", "ebay-playbook/sheet", "orange-ods/bottom-sheet",
                        "apple-hig/action-sheet", "sap-fiori/sheet"] {
            #expect(result.stdout.contains(address))
        }
        for device in ["iphone-15", "iphone-se", "ipad-10", "pixel-8", "pixel-tablet"] {
            #expect(result.stdout.contains(device))
        }
        #expect(result.stdout.contains("web refused"))
    }

    @Test func listJSONParsesAndHasTheCatalog() throws {
        let result = try CommandRunner.run(["list", "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let systems = try #require(json["systems"] as? [[String: Any]])
        let components = systems.flatMap { $0["components"] as? [[String: Any]] ?? [] }
        #expect(components.count == 5)
        let bottomSheet = try #require(components.first { $0["address"] as? String == "ebay-playbook/bottom-sheet" })
        #expect((bottomSheet["refused"] as? [String: String])?["web"]?.contains("Dialog") == true)
        let devices = try #require(json["devices"] as? [[String: Any]])
        #expect(devices.count == 9)
        // The web has four browser viewports (phone, tablet, laptop, desktop).
        #expect(devices.filter { $0["platform"] as? String == "web" }.count == 4)
    }

    @Test func geometryIsByteIdenticalAcrossRuns() throws {
        let arguments = ["geometry", "ebay-playbook/bottom-sheet", "--device", "pixel-8", "--state", "long-content"]
        let first = try CommandRunner.run(arguments), second = try CommandRunner.run(arguments)
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains("\"unit\": \"dp\""))
    }

    /// `--batch`: one run lays out many requests, each exactly as its own run would, in order; a
    /// request that fails gets its error in its place and the run exits 1.
    @Test func aBatchGivesWhatOneRunPerRequestGives() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-batch-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"[{"platform": "ios", "device": "390x844"}, {"variant": "nope"}, {"device": "pixel-8", "orientation": "landscape", "state": "long-content"}]"#.utf8)
            .write(to: file)
        let batch = try CommandRunner.run(["geometry", "ebay-playbook/bottom-sheet", "--batch", file.path])
        #expect(batch.status == 1)
        #expect(batch.stderr.split(separator: "\n").count == 1 && batch.stderr.contains("1 of the requests"), "\(batch.stderr)")
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(batch.stdout.utf8)) as? [NSDictionary])
        #expect(documents.count == 3)
        let singles = [["--platform", "ios", "--device", "390x844"], ["--device", "pixel-8", "--orientation", "landscape", "--state", "long-content"]]
        for (index, arguments) in zip([0, 2], singles) {
            let single = try CommandRunner.run(["geometry", "ebay-playbook/bottom-sheet"] + arguments)
            let expected = try #require(try JSONSerialization.jsonObject(with: Data(single.stdout.utf8)) as? NSDictionary)
            #expect(documents[index] == expected, "request \(index + 1)")
        }
        #expect((documents[1]["error"] as? String)?.contains("has no variant 'nope'") == true)
    }

    @Test(arguments: [
        (#"{"variant": "modal"}"#, "expected a JSON array of request objects"),
        (#"[{"colour": "red"}]"#, "request 1: unknown key 'colour'"),
        (#"[{}, {"theme": "dim"}]"#, "request 2: 'theme' is 'dim', not one of light, dark"),
        (#"[{"state": 3}]"#, "request 1: 'state' must be a string"),
        ("[", "not JSON"),
    ])
    func aBadBatchIsOneLineNamingItsFile(text: String, expected: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-batch-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(text.utf8).write(to: file)
        let result = try CommandRunner.run(["geometry", "ebay-playbook/bottom-sheet", "--batch", file.path])
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("\(file.path): \(expected)"), "\(result.stderr)")
        let missing = try CommandRunner.run(["geometry", "ebay-playbook/bottom-sheet", "--batch", "/nonexistent/requests.json"])
        #expect(missing.status == 2 && missing.stderr.contains("/nonexistent/requests.json: cannot read the requests"))
    }

    @Test func customScreenSizesWork() throws {
        let result = try CommandRunner.run(["geometry", "ebay-playbook/bottom-sheet", "--device", "700x1000",
                                            "--platform", "android", "--orientation", "landscape"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let device = try #require(json["device"] as? [String: Any])
        #expect(device["width"] as? Double == 1000 && device["height"] as? Double == 700)
        #expect((device["sizeClass"] as? [String: String])?["horizontal"] == "regular")
    }

    @Test(arguments: [
        (["geometry", "nope/sheet"], "unknown component 'nope/sheet'"),
        (["geometry", "ebay-playbook/sheet", "--state", "flying"], "has no state 'flying' in variant 'focus'"),
        (["geometry", "ebay-playbook/sheet", "--variant", "huge"], "has no variant 'huge'"),
        (["geometry", "ebay-playbook/sheet", "--device", "pixel-8", "--platform", "ios"], "--device pixel-8 is android"),
        (["geometry", "ebay-playbook/sheet", "--device", "iphone-15", "--size-class", "regular"], "compact width"),
        (["geometry", "ebay-playbook/sheet", "--device", "0x100"], "bad device size '0x100'"),
        (["geometry", "ebay-playbook/sheet", "--device", "100000000000000000x100"], "positive numbers up to 100000"),
        (["geometry", "ebay-playbook/sheet", "--device", "galaxy"], "unknown device 'galaxy'"),
        (["geometry", "apple-hig/action-sheet", "--platform", "android"], "not specified for android"),
        (["geometry", "ebay-playbook/bottom-sheet", "--platform", "web"], "component.yaml:"),
        (["list", "--specs", "/nonexistent/specs"], "/nonexistent/specs"),
        (["geometry"], "Missing expected argument '<address>'"),
        (["geometry", "ebay-playbook/sheet", "--platform", "mars"], "'mars' is invalid for '--platform"),
        (["frobnicate"], "Unexpected argument 'frobnicate'"),
    ])
    func badInputGivesOneLineAndStatus2(arguments: [String], expected: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(expected), "\(result.stderr)")
    }

    @Test func aBrokenSpecIsReportedAtItsLineAndColumn() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-broken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Fixture.specsPath), to: scratch)
        let file = scratch.appendingPathComponent("ebay-playbook/bottom-sheet/component.yaml")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "      gap: spacing.header-gap\n", with: "      gapp: spacing.header-gap\n")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("gapp:") }! + 1

        let result = try CommandRunner.run(["geometry", "ebay-playbook/bottom-sheet", "--specs", scratch.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("specsheet: \(file.path):\(line):11: unknown key 'gapp'"), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean 'gap'"), "\(result.stderr)")
    }

    @Test(arguments: ["1x1", "300x200", "100000x100"])
    func tinyAndHugeScreensNeverGiveNegativeSizes(device: String) throws {
        let result = try CommandRunner.run(["geometry", "ebay-playbook/bottom-sheet", "--device", device,
                                            "--platform", "ios", "--state", "keyboard-up"])
        #expect(result.status == 0, "\(result.stderr)")
        let geometry = try Geometry(json: result.stdout)
        #expect(geometry.frames.values.allSatisfy { $0.width >= 0 && $0.height >= 0 })
    }

    @Test func helpExplainsAddressesAndShowsExamples() throws {
        let result = try CommandRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("<system>/<component>"))
        #expect(result.stdout.contains("specsheet geometry ebay-playbook/bottom-sheet --device iphone-15"))
        let geometry = try CommandRunner.run(["geometry", "--help"])
        #expect(geometry.stdout.contains("--device"))
        #expect(geometry.stdout.contains("WIDTHxHEIGHT"))
    }
}
