import SpecSheetModel
import Foundation
import SpecSheetLayout
@testable import SpecSheetSite
import Testing

/// Issue #11, reading on any screen: what the page's script and the search need is in the built
/// HTML. (scripts/browser-tests.py checks the same pages in Chromium at 360, 390, 768 and 1280 px.)
@Suite("Pages read on any screen")
struct ReadingTests {
    let built = SiteFixture.catalogSite

    private func searchEntries() throws -> [[String: String]] {
        let script = try built.page("assets/search-index.js")
        let json = script.dropFirst("window.SpecSheetSearchIndex = ".count)
            .trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ";")))
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: String]])
    }

    private func ids(in page: String) -> Set<String> {
        let pattern = /\sid="([^"]+)"/
        return Set(page.matches(of: pattern).map { String($0.output.1) })
    }

    @Test func everySearchResultLandsOnAnElementOfItsPage() throws {
        var pages: [String: Set<String>] = [:]
        for entry in try searchEntries() {
            let url = try #require(entry["url"])
            let parts = url.split(separator: "#", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            let known = try pages[parts[0]] ?? ids(in: built.page(parts[0]))
            pages[parts[0]] = known
            #expect(known.contains(parts[1]), "\(url): no element with id \(parts[1])")
        }
    }

    @Test(arguments: SiteBuildTests.componentAddresses)
    func everyDimensionIsFoundByItsValueAndUnit(address: String) throws {
        let page = try built.page("\(address)/index.html")
        let rows = page.matches(of: /<tr id="(spec-[a-z]+-[^"]+)"[^>]*>[\s\S]*?<td class="value"><span class="token-line"><span>([^<]+)<\/span>/)
        // Every dimension row of the page's tables is matched: as many as the page has rows with a spec- id.
        #expect(!rows.isEmpty && rows.count == page.matches(of: /<tr id="spec-[a-z]+-[^"]+"[^>]*>/).count)
        let entries = try searchEntries()
        for row in rows {
            let anchor = String(row.output.1)
            let value = String(row.output.2).replacingOccurrences(of: "&nbsp;", with: " ")
            let entry = entries.first { $0["url"] == "\(address)/index.html#\(anchor)" }
            #expect(entry?["title"]?.hasSuffix(": \(value)") == true, "\(anchor): \(String(describing: entry))")
            // The copy button beside it copies the same text.
            #expect(page.contains("data-copy=\"\(value)\""))
        }
    }

    @Test(arguments: SiteBuildTests.componentAddresses)
    func everyPropertyIsFoundOnceByItsPartAndRoleOnItsPartsRow(address: String) throws {
        let page = try built.page("\(address)/index.html")
        let entries = try searchEntries().filter { ($0["url"] ?? "").hasPrefix("\(address)/index.html#part-") }
        var seen = Set<String>()
        for entry in entries {
            #expect(seen.insert("\(entry["title"]!) \(entry["url"]!)").inserted, "listed twice: \(entry)")
        }
        let groups = page.matches(of: /<details class="part-group" id="(part-[^"]+)"[^>]*>([\s\S]*?)<\/details>/)
        #expect(groups.count >= 3, "\(address): the parts table's groups are found")
        var rowsChecked = 0
        for group in groups {
            let anchor = String(group.output.1)
            let part = try #require(group.output.2.firstMatch(of: /<h3 class="part-title"[^>]*>([^<]+)<\/h3>/)?.output.1)
            for row in group.output.2.matches(of: /<th scope="row" class="token-cell"[^>]*>([^<]+)<\/th>/) {
                rowsChecked += 1
                let title = "\(part): \(row.output.1)".replacingOccurrences(of: "&#39;", with: "'")
                    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
                #expect(seen.contains("\(title) \(address)/index.html#\(anchor)"), "\(title) on #\(anchor) is not searchable")
            }
        }
        #expect(rowsChecked >= 3, "\(address): property rows are found in the parts table")
    }

    /// The catalog's own token names (`platform.handle.width`) stay off the page: a property row is
    /// headed by what it sets, and a name shows only where a source gives the value one.
    @Test(arguments: SiteBuildTests.componentAddresses)
    func onlySourcesNamesOfValuesAreShown(address: String) throws {
        let page = try built.page("\(address)/index.html")
        let visible = page.replacing(/<[^>]*>/, with: " ")
        for name in ["platform.handle.width", "platform.scrim.opacity", "size.close", "spacing.100", "color.background-primary",
                     "platform.color.on-surface", "platform.type.body", "(iphone-15)", "(pixel-8)"] {
            #expect(!visible.contains(name), "\(address) shows the catalog's name \(name)")
        }
        // Names break only at their words' seams (<wbr>), never inside a word.
        let sourceNames = page.replacingOccurrences(of: "<wbr>", with: "")
            .matches(of: /<span class="token-line source-token"><code>([^<]+)<\/code>/).map { String($0.output.1) }
        #expect(page.contains("Docked<wbr>Drag<wbr>Handle<wbr>Width<wbr></code>") || !page.contains("DockedDragHandleWidth"))
        // eBay's values come from Skin's CSS custom properties and Compose's constants, which have names.
        if address.hasPrefix("ebay-playbook/") { #expect(!sourceNames.isEmpty, "\(address): no value names its source's own name") }
        #expect(sourceNames.allSatisfy { !$0.hasPrefix("platform.") })
    }

    @Test(arguments: SiteBuildTests.componentAddresses)
    func anatomyMarkersAndLegendRowsPointAtEachOther(address: String) throws {
        let page = try built.page("\(address)/index.html")
        let legend = Set(page.matches(of: /<tr id="legend-(\d+)" data-part="(\d+)" tabindex="0">/).map { Int($0.output.2)! })
        let spots = page.matches(of: /<button type="button" class="hotspot" data-part="(\d+)" style="left: ([\d.]+)%; top: ([\d.]+)%; width: ([\d.]+)%; height: ([\d.]+)%">/)
        let boxes = Set(page.matches(of: /<span class="part-box" data-part="(\d+)"/).map { Int($0.output.1)! })
        #expect(!legend.isEmpty)
        let marked = Set(spots.map { Int($0.output.1)! })
        #expect(marked == legend, "the anatomy marks every numbered part, and every marker has its legend row")
        #expect(boxes == marked, "every marker has its part box")
        for spot in spots {
            let left = Double(spot.output.2)!, top = Double(spot.output.3)!
            let width = Double(spot.output.4)!, height = Double(spot.output.5)!
            #expect(width > 0 && height > 0 && left + width <= 100.001 && top + height <= 100.001)
        }
    }

    @Test func hotspotsSitOnTheMarkersAsShareOfThePicture() {
        let canvas = Size(width: 400, height: 800)
        #expect(AnatomyHotspot.style(Rect(x: 40, y: 200, width: 20, height: 20), in: canvas)
                == "left: 10%; top: 25%; width: 5%; height: 2.5%")
        // A part reaching past the canvas is clipped to it.
        #expect(AnatomyHotspot.style(Rect(x: -10, y: 700, width: 420, height: 200), in: canvas)
                == "left: 0%; top: 87.5%; width: 100%; height: 12.5%")
    }

    @Test func theHeaderCarriesTheContentsOfPagesWithSections() throws {
        for path in SiteBuildTests.componentAddresses.map({ "\($0)/index.html" }) + ["compare/index.html"] {
            let page = try built.page(path)
            let menu = try #require(page.firstMatch(of: /<nav id="page-contents"[^>]*>([\s\S]*?)<\/nav>/), "\(path)")
            let targets = menu.output.1.matches(of: /href="#([^"]+)"/).map { String($0.output.1) }
            #expect(targets.count >= 4, "\(path)")
            let known = ids(in: page)
            for target in targets { #expect(known.contains(target), "\(path): #\(target)") }
        }
        #expect(try !built.page("index.html").contains("id=\"page-contents\""))
    }
}
