import Foundation
import SpecSheetCLI
@testable import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26, the fourth fresh reader: whose statement or number each is, one meaning per number,
/// distances said with their parts, closing and modality that agree, and comparison cells that say
/// what the legend promises. Each test pins the class where it is generated.
@Suite("A fourth reader's findings")
struct FourthReaderTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    // MARK: Whose statement

    /// Apple's advice on Orange's page says it is Apple's, brought in by SpecSheet, with a link;
    /// what SpecSheet reads off the library's source (no UIKit version) is marked as its reading.
    @Test func othersStatementsSayWhoseTheyAre() throws {
        let page = try built.page("orange-ods/bottom-sheet/index.html")
        let words = text(page)
        #expect(!words.contains("apple suggests") && !words.contains("there is no uikit version"))
        #expect(words.contains("specsheet adds apple's advice from the human interface guidelines on sheets"))
        #expect(page.contains("href=\"https://developer.apple.com/design/human-interface-guidelines/sheets\""))
        #expect(words.contains("specsheet's reading of the library's source"))
    }

    // MARK: One meaning per number

    /// Orange's medium size has one meaning everywhere: half of the height below the top safe area,
    /// as the library's code takes it, in the pictures, the Heights fact, the state, the guide and
    /// the code comments.
    @Test func orangesMediumIsHalfOfTheHeightBelowTheTopSafeArea() throws {
        let geometry = try Fixture.geometry("orange-ods/bottom-sheet", variant: "expanding", state: "medium", device: "iphone-15")
        let below = geometry.screenHeight - geometry.safeArea["top"]!
        #expect(abs(geometry.detentHeight - below / 2) < 0.5, "\(geometry.detentHeight) of \(below)")
        let words = text(try built.page("orange-ods/bottom-sheet/index.html"))
        #expect(words.contains("medium: 50 % of the screen below the top safe area"))
        #expect(words.contains("half of the height below the top safe area, as the library's code takes it"))
        #expect(!words.contains("but take medium's half of the whole screen"))
        let code = try CommandRunner.run(["code", "orange-ods/bottom-sheet", "--variant", "expanding", "--state", "medium",
                                          "--device", "iphone-15"])
        #expect(code.stdout.contains("height “Medium”: 50 % of the height below the top safe area: 396.5 pt"), "\(code.stdout)")
        // Orange's own API sizes its medium height: no word of iOS's own medium detent.
        #expect(!code.stdout.contains("iOS's own medium height"), "\(code.stdout)")
    }

    // MARK: Whose number

    /// A platform's own published value (iOS's label colour on Orange's sheet) is never tagged
    /// "vendor" as if the design system chose it: its cell says "iOS default" (or "Android
    /// default"), on every page, in Properties and Specs alike.
    @Test func aPlatformsValueIsCalledItsDefault() throws {
        var checked = 0
        for component in Fixture.catalog.components {
            let systemSources = Fixture.catalog.system(id: component.system)?.sources ?? [:]
            var platformTitles: Set<String> = []
            for platform in component.platforms {
                for (id, source) in Fixture.catalog.platforms[platform]?.sources ?? [:] where systemSources[id] == nil {
                    platformTitles.insert(source.citation)
                }
            }
            let page = try built.page("\(component.address)/index.html")
            let pattern = /<span class="tag tag-official" title="[^"]*">([^<]*)<\/span> (?:<span class="token-line source-token"><code>.*?<\/code><button[^>]*><\/button><\/span> )?(?:<span class="type-note">[^<]*<\/span> )?(?:<a [^>]*>|<span class="source-name">)?([^<]+)/
            for match in page.matches(of: pattern) {
                let (label, source) = (String(match.output.1), String(match.output.2))
                guard platformTitles.contains(where: { source == $0 || source.hasPrefix($0 + " › ") }) else { continue }
                #expect(label.hasSuffix(" default"), "\(component.address): \(label) \(source)")
                checked += 1
            }
        }
        #expect(checked > 0)
        let orange = try built.page("orange-ods/bottom-sheet/index.html")
        let title = try #require(HTMLRegion(html: orange).text(of: "part-title"))
        // Apple names UIKit's label colour but publishes no value: the community's, on every page.
        #expect(title.contains("community label") && title.contains("apple uikit ui element colors"), "\(title)")
        #expect(text(orange).contains("orange's package leaves in place rather than choosing them"))
    }

    // MARK: Distances

    /// A sheet's distance from an edge that adds the safe area (or keyboard) and a margin is said
    /// with its parts, for every selection of the catalog: Apple's 42 pt is 34 + 8.
    @Test func aComputedDistanceSaysWhatItIsMadeOf() throws {
        let engine = Fixture.engine
        var checked = 0
        for selection in try CatalogEnumerator(catalog: Fixture.catalog).selections() {
            let scene = try engine.scene(for: selection)
            guard [.bottomSheet, .topSheet].contains(scene.presentation.style), let container = scene.container else { continue }
            let top = scene.presentation.style == .topSheet
            let gap = top ? container.frame.minY : scene.screen.height - container.frame.maxY
            let strip = top ? scene.screen.safeArea.top : scene.screen.safeArea.bottom
            guard gap >= 0.5, strip >= 0.5 else { continue }
            let words = BehaviourFacts.madeOf(gap, scene, edge: top ? "top" : "bottom")
            #expect(words.hasPrefix(" (the "), "\(selection): \(gap) \(words)")
            checked += 1
        }
        #expect(checked > 0)
        let apple = text(try built.page("apple-hig/action-sheet/index.html"))
        #expect(apple.contains("floats 42 pt above the bottom edge of the screen (the 34 pt bottom safe area, then a margin of 8 pt)"))
    }

    // MARK: Modality and closing

    /// "Usable" is never said of a page beside a tap on it that closes the sheet: where a tap
    /// outside closes a non-modal sheet, the fact says the tap reaches the page too.
    @Test func aPageIsNeverUsableBesideATapThatClosesTheSheet() throws {
        for address in SiteBuildTests.componentAddresses {
            let words = text(try built.page("\(address)/index.html"))
            #expect(!words.contains("usable, and a tap on it also closes"), "\(address)")
        }
        let sap = text(try built.page("sap-fiori/sheet/index.html"))
        // That the tap reaches the page too is SpecSheet's reading of SAP's "can dismiss": said so.
        #expect(sap.contains("nothing blocks the page behind: a tap on it closes the sheet and, in specsheet's reading (see ways to close), reaches the page too"))
        #expect(sap.contains("specsheet reads the two together"))
    }

    /// SAP describes form sheets for regular width only: wherever the iPhone form sheet appears
    /// (behaviour facts, the presentation table, the heights prose) it is SpecSheet's reading.
    @Test func theIPhoneFormSheetIsSpecSheetsReading() throws {
        let page = try built.page("sap-fiori/sheet/index.html")
        let words = text(page)
        #expect(words.contains("sap describes none; specsheet draws ios's full-height sheet from the bottom (specsheet's reading)"))
        #expect(words.contains("sap describes form sheets for regular width only; on an iphone held upright specsheet draws ios's full-height sheet from the bottom"))
        let component = try #require(Fixture.catalog.component(at: "sap-fiori/sheet"))
        for number in [5, 6] {
            let rule = component.rules[number - 1]
            #expect(rule.condition.variants == ["form-sheet"])
            #expect(!rule.readings.isEmpty && rule.summary?.contains("for regular width only") == true, "rule \(number)")
        }
    }

    // MARK: The comparison

    private func row(_ label: String, in page: String) throws -> (header: String, cells: [String]) {
        let start = try #require(page.range(of: "<th scope=\"row\" class=\"sticky-col\">\(label)"))
        let rest = page[start.lowerBound...]
        let end = try #require(rest.range(of: "</tr>"))
        let html = String(rest[..<end.lowerBound])
        let header = String(html.prefix { $0 != "\n" })
        return (header, html.matches(of: /<td[^>]*>(.*?)<\/td>/).map { String($0.output.1) })
    }

    /// The row's note ("Systems differ — …") is said once, in the row's header, never in its cells;
    /// and a row whose values are the platforms' own (UIKit's grabber drawn where eBay and SAP give
    /// none) has no note: only the systems' own numbers are compared.
    @Test func aRowsNoteIsSaidOnce() throws {
        let page = try built.page("compare/index.html")
        let handle = try row("Drag handle (width × height)", in: page)
        #expect(!handle.header.contains("Systems differ"), "\(handle.header)")
        #expect(!handle.cells.isEmpty && handle.cells.allSatisfy { !$0.contains("Systems differ") })
        #expect(page.components(separatedBy: "Systems differ").count - 1
                == page.components(separatedBy: "<span class=\"row-note\">").count - 1)
    }

    /// No bare "not specified": the pictures' number and where it is drawn, or "none drawn".
    @Test func notSpecifiedSaysWhatThePicturesDraw() throws {
        let page = try built.page("compare/index.html")
        let tables = try #require(page.range(of: "<table"))
        let cells = page[tables.lowerBound...].matches(of: /<span class="not-specified">([^<]*)<\/span>/).map { String($0.output.1) }
        #expect(!cells.isEmpty)
        for cell in cells {
            // Or, where the variant becomes another presentation, the width that one is drawn at.
            #expect(cell.hasPrefix("not specified (drawn at ") || cell == "not specified (none drawn)"
                    || cell.hasPrefix("not specified (none drawn; ") || cell.contains(/\ it becomes [^;]*, \d+ (pt|dp|px) wide/), "\(cell)")
        }
        let width = try row("Maximum width", in: page)
        #expect(width.cells.contains { $0.contains("not specified (drawn at 640 pt in regular width)") })
    }

    /// A number that is not the documented guideline's own says so and names where it comes from:
    /// Orange's 10 pt radius is the package's, not its page's.
    @Test func aNumberFromElsewhereSaysTheGuidelineIsSilent() throws {
        let page = try built.page("compare/index.html")
        let radius = try row("Top corner radius", in: page)
        let orange = radius.cells.filter { $0.contains("ods-ios BottomSheet source") }
        #expect(orange.count == 2)
        #expect(orange.allSatisfy { $0.contains("not in the guideline; from") && $0.contains(">vendor</span>") })
        for label in ["Drag handle (width × height)", "Top corner radius", "Scrim opacity", "Maximum width"] {
            for cell in try row(label, in: page).cells where cell.contains("class=\"tag tag-official\"")
                || cell.contains("class=\"tag tag-community\"") {
                #expect(cell.contains("not in the guideline"), "\(label): \(cell)")
            }
        }
    }
}
