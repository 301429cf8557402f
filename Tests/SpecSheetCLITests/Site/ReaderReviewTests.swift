import Foundation
import SpecSheetCLI
@testable import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26 (a reader's review of the built site against the sources): each test pins a class of
/// finding where it is generated, on the catalog as committed.
@Suite("A reader's review of the pages")
struct ReaderReviewTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    // MARK: Properties

    /// A part only a screen reader brings (eBay's close button on Android) gives its values with
    /// that condition, never "not shown on Android", wherever it sits in the toolbar.
    @Test func aPartOnlyAScreenReaderShowsGivesItsValuesWithTheCondition() throws {
        let component = try #require(Fixture.catalog.component(at: "ebay-playbook/sheet"))
        let presence = PartPresence(component: component)
        for id in ["close", "leading-close"] {
            let part = try #require(component.anatomy.allParts.first { $0.id == id })
            #expect(presence.presence(of: part, on: .android) == .onlyWhile(.screenReader), "\(id)")
            #expect(presence.presence(of: part, on: .ios) == .shown, "\(id)")
        }
        let page = try built.page("ebay-playbook/sheet/index.html")
        for anchor in ["part-close", "part-leading-close"] {
            let region = try #require(HTMLRegion(html: page).text(of: anchor), "\(anchor)")
            #expect(!region.contains("not shown on android"), "\(anchor)")
            #expect(region.contains("shown on android only while talkback is on"), "\(anchor)")
        }
    }

    /// Fixed lengths and overlays read as a reader says them.
    @Test func fixedLengthsAndOverlaysAreInAReadersWords() throws {
        #expect(ReaderWords.fixedLength(role: "padding leading", value: 0, unit: "pt") == "no leading padding")
        #expect(ReaderWords.fixedLength(role: "gap", value: 8, unit: "pt") == "gap 8 pt")
        #expect(ReaderWords.overlay(.center, parent: "Title bar") == "laid over the middle of the title bar")
        #expect(ReaderWords.overlay(.top, parent: "Container") == "laid over the container, along its top edge")
        for address in SiteBuildTests.componentAddresses {
            let page = text(try built.page("\(address)/index.html"))
            for phrase in ["a fixed number", "drawn over its parent"] {
                #expect(!page.contains(phrase), "\(address): \(phrase)")
            }
        }
    }

    /// A type style's note names the weight its number is (Apple's Cancel: 600, semibold).
    @Test func typeNotesNameTheWeightTheyAre() throws {
        for component in Fixture.catalog.components {
            for platform in component.platforms {
                let scope = Fixture.catalog.tokenScope(for: component, platform: platform)
                for name in component.tokens.keys.sorted() {
                    guard let resolved = try? scope.resolve(name), case .typography(let style) = resolved.value,
                          let note = resolved.provenance?.note?.lowercased() else { continue }
                    if note.contains("semibold") {
                        #expect((550..<650).contains(style.weight), "\(component.address) \(name): \(note)")
                    } else if note.range(of: #"\bbold\b"#, options: .regularExpression) != nil {
                        #expect(style.weight >= 650, "\(component.address) \(name): \(note)")
                    }
                }
            }
        }
    }

    // MARK: Pictures and layout

    /// A list's one-line rows are drawn exactly as high as Properties gives them (Orange and SAP:
    /// 44 pt, not 46), at the default text size on every component's default devices.
    @Test func oneLineRowsAreDrawnAtTheRowHeightPropertiesStates() throws {
        var checked = 0
        for address in SiteBuildTests.componentAddresses {
            let component = try #require(Fixture.catalog.component(at: address))
            for platform in component.platforms where component.refusals[platform] == nil {
                for variant in component.variants(on: platform) {
                    let scene = try Fixture.engine.scene(for: SelectionRequest(address: address, variant: variant.id,
                                                                                platform: platform))
                    for part in scene.parts where part.kind == .anatomy(.list) && !part.rows.isEmpty {
                        guard let height = part.content.itemHeight, let style = part.content.textStyle else { continue }
                        let line = style.lineHeight ?? style.size * 1.2
                        for row in part.rows where row.height < 2 * line + 2 * AutoLayout.listRowInset {  // one line
                            #expect(abs(row.height - height) < 0.01, "\(address) \(variant.id) \(platform): \(row.height)")
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked > 10)
        // The case the review found: Body's 22 pt line in a 44 pt row.
        #expect(22 + 2 * AutoLayout.listRowInset == 44)
    }

    /// A leader to a part that holds small children (eBay's toolbar, its close button) ends at
    /// least 16 pt from each of them, so it does not read as naming the child.
    @Test func aContainersLeaderEndsAwayFromItsSmallChildren() throws {
        let scene = try Fixture.engine.scene(for: SelectionRequest(address: "ebay-playbook/sheet", device: "iphone-15"))
        let diagram = DiagramLayout(measurer: Fixture.measurer).diagram(for: scene, kind: .anatomy)
        let marker = try #require(diagram.markers.first { $0.partID == "toolbar" })
        let target = Point(x: marker.target.x - diagram.screenOrigin.x, y: marker.target.y - diagram.screenOrigin.y)
        let close = try #require(scene.part("close")?.frame)
        let dx = max(close.minX - target.x, 0, target.x - close.maxX), dy = max(close.minY - target.y, 0, target.y - close.maxY)
        #expect((dx * dx + dy * dy).squareRoot() >= LeaderRouting.childClearance, "\(target) beside \(close)")
    }

    // MARK: Statements

    /// Orange's large height is one statement across Behaviour, its caption and Specs, true of the
    /// picture: 97.5 % of the height below the top safe area.
    @Test func orangesLargeHeightIsStatedOnce() throws {
        let page = text(try built.page("orange-ods/bottom-sheet/index.html"))
        #expect(page.contains("large: 97.5 % of the screen below the top safe area"))
        #expect(!page.contains("97.5 % of the whole screen"))
        #expect(!page.contains("fills all 793 pt"))
        let scene = try Fixture.engine.scene(for: SelectionRequest(address: "orange-ods/bottom-sheet", variant: "expanding",
                                                                    state: "large", device: "iphone-15"))
        let sheet = try #require(scene.container?.frame)
        #expect(abs(sheet.height - 0.975 * (852 - 59)) < 0.01)
    }

    /// A guideline with no do's and don'ts of its own: its page says the advice is SpecSheet's,
    /// and each item's origin starts with the model, not with a passage that lacks the advice.
    @Test func adviceNoSourceGivesIsMarkedSpecSheets() throws {
        for (address, guide) in [("orange-ods/bottom-sheet", "Specs/orange-ods/bottom-sheet/guide.md"),
                                 ("ebay-playbook/sheet", "Specs/ebay-playbook/sheet/guide.md")] {
            let page = try built.page("\(address)/index.html")
            let region = try #require(HTMLRegion(html: page).text(of: "best-practices"))
            #expect(region.contains("specsheet's advice"), "\(address)")
            let source = try String(contentsOf: Fixture.packageRoot.appendingPathComponent(guide), encoding: .utf8)
            let items = source.components(separatedBy: "\n### ").dropFirst().filter { $0.hasPrefix("Do") }
            for item in items where address.hasPrefix("orange") {
                let origin = item.split(separator: "\n").first { $0.hasPrefix("origin: ") }
                #expect(origin?.hasPrefix("origin: model:") == true, "\(address): \(item.prefix(40))")
            }
        }
        // The small-size don't no longer blames Orange for dimming the page.
        let orange = text(try built.page("orange-ods/bottom-sheet/index.html"))
        #expect(!orange.contains("dim the page just to show a header"))
        #expect(orange.contains("the package leaves that layer transparent"))
    }

    /// The comparison says what the page says of a value SpecSheet chose with a reason.
    @Test func theComparisonGivesTheReasonForAValueSpecSheetChose() throws {
        let page = text(try built.page("compare/index.html"))
        #expect(page.contains("not specified (drawn at 40 %)"))
        #expect(page.contains("leaves that layer transparent"))
    }

    /// Apple's Cancel: at compact width, left out of the iPad popover, as the pictures draw.
    @Test func appleCancelIsSaidAsDrawn() throws {
        let page = text(try built.page("apple-hig/action-sheet/index.html"))
        #expect(!page.contains("draws it on every sheet") && !page.contains("draws cancel on every sheet"))
        #expect(page.contains("draws it at compact width"))
        let iPad = try Fixture.engine.scene(for: SelectionRequest(address: "apple-hig/action-sheet", device: "ipad-10"))
        let iPhone = try Fixture.engine.scene(for: SelectionRequest(address: "apple-hig/action-sheet", device: "iphone-15"))
        #expect(iPad.part("cancel") == nil && iPhone.part("cancel") != nil)
    }

    // MARK: Code

    /// A design system's own API (Orange's SwiftUI modifiers) is handed the list with its own
    /// margins, and its numbers use no system sheet's words.
    @Test(arguments: [("standard", "closed"), ("expanding", "large")])
    func aDesignSystemsAPIGetsTheListAndNoSystemSheetWords(variant: String, state: String) throws {
        let code = try CodeSnippetTests.snippet("orange-ods/bottom-sheet", variant: variant, state: state,
                                                device: "iphone-15", language: .swiftui)
        #expect(!code.contains(" detent") && !code.contains("gap above a full-height sheet"), "\(code)")
        #expect(code.contains(".padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))"), "\(code)")
        #expect(code.contains("\"Summer salad\","), "\(code)")
    }
}
