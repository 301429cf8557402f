import Foundation
import SpecSheetCLI
import SpecSheetLayout
import SpecSheetRender
import SpecSheetSpecs
import Testing

@Suite("Determinism")
struct DeterminismTests {
    /// The whole catalog's geometry, twice, from two loads and two measurers: same bytes.
    @Test func wholeCatalogGeometryIsByteIdentical() throws {
        func everything() throws -> String {
            let catalog = try CatalogLoader().load(directory: Fixture.specsPath)
            let engine = LayoutEngine(catalog: catalog, measurer: try PangoTextMeasurer())
            return try CatalogEnumerator(catalog: catalog).selections()
                .map { try engine.scene(for: $0).geometryJSON.serialized() }.joined(separator: "\n")
        }
        let first = try everything(), second = try everything()
        #expect(first.count > 100_000)
        #expect(first == second)
    }

    /// Laying out the same selections from several threads gives what one thread gives.
    @Test func concurrentLayoutMatchesSerialLayout() async throws {
        let selections = CatalogEnumerator(catalog: Fixture.catalog).selections(matching: "ebay-playbook")
        let serial = try selections.map { try Fixture.engine.scene(for: $0) }
        let concurrent = try await withThrowingTaskGroup(of: (Int, Scene).self) { group in
            for (index, selection) in selections.enumerated() {
                group.addTask { (index, try Fixture.engine.scene(for: selection)) }
            }
            var scenes = [Scene?](repeating: nil, count: selections.count)
            for try await (index, scene) in group { scenes[index] = scene }
            return scenes.compactMap { $0 }
        }
        #expect(concurrent == serial)
    }
}

extension DeterminismTests {
    /// Every catalog selection drawn as every kind of picture, twice with two renderers: SVG and
    /// PNG @1x are byte-identical (and PNG @2x for one component).
    @Test func wholeCatalogPicturesAreByteIdentical() throws {
        let layout = DiagramLayout(measurer: Fixture.measurer)
        let first = try CairoPictureRenderer(), second = try CairoPictureRenderer()
        var compared = 0
        for selection in CatalogEnumerator(catalog: Fixture.catalog).selections(allOrientations: false) {
            let scene = try Fixture.engine.scene(for: selection)
            for kind in PictureKind.allCases {
                let diagram = layout.diagram(for: scene, kind: kind)
                let formats: [(PictureFormat, Int)] = selection.component.address == "ebay-playbook/bottom-sheet"
                    ? [(.svg, 1), (.png, 1), (.png, 2)] : [(.svg, 1), (.png, 1)]
                for (format, scale) in formats {
                    let a = try first.render(diagram, format: format, scale: scale)
                    let b = try second.render(diagram, format: format, scale: scale)
                    #expect(a.bytes == b.bytes, "\(selection.component.address) \(selection.variant)/\(selection.state) \(kind)")
                    compared += 1
                }
            }
        }
        #expect(compared > 900)
    }
}

/// Same input, same bytes, across processes too: nothing may depend on a process's state (hash
/// seeds, addresses, counters, the clock). Each command runs twice as its own process.
@Suite("Determinism across processes", .serialized)
struct CrossProcessDeterminismTests {
    @Test("render (PNG, SVG, PDF), geometry, code and tokens write the same bytes in two processes")
    func commandsAreByteIdenticalAcrossProcesses() throws {
        let scratch = try ScratchFolder()
        let address = "apple-hig/action-sheet"
        var commands: [[String]] = []
        for (kind, format) in [("anatomy", "png"), ("specs", "svg"), ("snapshot", "pdf")] {
            commands.append(["render", address, "--device", "ipad-10", "--kind", kind, "-o", "OUT.\(format)"])
        }
        commands.append(["geometry", "ebay-playbook/bottom-sheet", "--device", "pixel-8"])
        commands.append(["code", "orange-ods/bottom-sheet", "--lang", "swiftui"])
        commands.append(["tokens", "ebay-playbook", "--format", "dtcg"])
        for (index, command) in commands.enumerated() {
            var outputs: [Data] = []
            for run in 0..<2 {
                let file = scratch.path + "/\(index)-\(run)"
                let arguments = command.map { $0.replacingOccurrences(of: "OUT", with: file) }
                let result = try CommandRunner.run(arguments)
                #expect(result.status == 0, "\(command): \(result.stderr)")
                if let target = arguments.first(where: { $0.hasPrefix(file) }) {
                    outputs.append(try Data(contentsOf: URL(fileURLWithPath: target)))
                } else {
                    outputs.append(Data(result.stdout.utf8))
                }
            }
            #expect(outputs[0].count > 100 && outputs[0] == outputs[1], "\(command) differs between two processes")
        }
    }

    @Test("build writes the same site in two processes, file for file")
    func buildIsByteIdenticalAcrossProcesses() throws {
        let project = try SiteFixture.copyOfProject(systems: ["orange-ods"])
        var sites: [[String: Data]] = []
        for run in 0..<2 {
            let out = project.url.appendingPathComponent("site-\(run)").path
            let result = try CommandRunner.run(["build", "--specs", project.url.appendingPathComponent("Specs").path,
                                                "--out", out, "--quiet"])
            #expect(result.status == 0, "\(result.stderr)")
            var files: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: out)!
            while let relative = enumerator.nextObject() as? String {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: "\(out)/\(relative)", isDirectory: &isDirectory),
                      !isDirectory.boolValue else { continue }
                files[relative] = FileManager.default.contents(atPath: "\(out)/\(relative)")
            }
            sites.append(files)
        }
        #expect(sites[0].count > 50)
        #expect(Set(sites[0].keys) == Set(sites[1].keys))
        // The build manifest records each file's modification time; everything else is the same
        // bytes, and so are the manifests' input keys.
        let differing = sites[0].keys.filter { $0 != ".specsheet-build.json" && sites[0][$0] != sites[1][$0] }.sorted()
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        func inputKeys(_ site: [String: Data]) throws -> [String: String] {
            let manifest = try #require(site[".specsheet-build.json"])
            let object = try #require(try JSONSerialization.jsonObject(with: manifest) as? [String: Any])
            let files = try #require(object["files"] as? [String: [String: Any]])
            return files.compactMapValues { $0["inputs"] as? String }.merging(["(site)": object["site"] as? String ?? ""]) { a, _ in a }
        }
        let keys = try inputKeys(sites[0])
        #expect(keys.count == sites[0].count, "one key per file, and the site's")
        #expect(keys == (try inputKeys(sites[1])))
    }
}
