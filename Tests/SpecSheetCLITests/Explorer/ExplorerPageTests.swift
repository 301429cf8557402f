import Foundation
import SpecSheetModel
import Testing

/// The explorer on the built catalog site: every component page has it, its data holds every
/// platform, variant and state the page documents, and it adds at most 200 KB gzipped to the page.
@Suite("Explorer page")
struct ExplorerPageTests {
    static let budget = 200 * 1024

    @Test(arguments: Fixture.catalog.components.map(\.address))
    func everyComponentPageHasTheExplorerWithinItsWeight(address: String) throws {
        let built = SiteFixture.catalogSite
        #expect(built.result.status == 0, "\(built.result.stderr)")
        let html = try built.page("\(address)/index.html")
        #expect(html.contains(#"<section id="explorer""#))
        #expect(html.contains(#"<script src="../../assets/explorer.js" defer></script>"#))
        let start = try #require(html.range(of: #"<script type="application/json" id="explorer-data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = String(html[start.upperBound..<end.lowerBound])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        #expect(json["address"] as? String == address)
        let selections = try #require(json["selections"] as? [[String: Any]])
        let component = Fixture.catalog.component(at: address)!
        for platform in component.offeredPlatforms {
            for variant in component.variants(on: platform) {
                for state in component.designStates(in: variant.id, on: platform) {
                    #expect(selections.contains { $0["platform"] as? String == platform.rawValue
                        && $0["variant"] as? String == variant.id && $0["state"] as? String == state.id },
                            "\(address) \(platform) \(variant.id)/\(state.id)")
                }
                // A counter-example is a "Don't" picture, not a state to explore.
                for state in component.states(in: variant.id, on: platform) where state.isCounterExample {
                    #expect(!selections.contains { $0["state"] as? String == state.id }, "\(address) \(state.id)")
                }
            }
        }
        let script = try Data(contentsOf: built.site.appendingPathComponent("assets/explorer.js"))
        let weight = try Self.gzipped(Data(data.utf8)) + Self.gzipped(script)
        #expect(weight <= Self.budget, "\(address): the explorer adds \(weight) B gzipped")
    }

    /// `gzip -9`'s size of `data`.
    static func gzipped(_ data: Data) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "gzip -9 -c | wc -c"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .max
    }
}
