import Foundation
@testable import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26, a fifth fresh reader of SAP's sheet page, the comparison and the explorer: what a
/// number, a sentence or a cell says agrees with what the pictures draw and with whose the value
/// is, wherever it is said. Each test pins the class where it is generated, on every page or
/// every selection of the catalog.
@Suite("A fifth reader's findings: SAP's sheet, the comparison, the explorer")
struct SapCompareReaderTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    private static func object(_ value: JSONValue) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(value.serialized(pretty: false).utf8)) as? [String: Any])
    }

    // MARK: What the pictures draw

    /// A sheet that covers the whole screen hides any scrim: no selection of the catalog (a
    /// full-screen modal, a form sheet or sheet held sideways) says one is shown, so neither the
    /// geometry nor the explorer's readout gives it an opacity.
    @Test func aSheetThatCoversTheScreenShowsNoScrim() throws {
        var fullScreen = 0
        for selection in CatalogEnumerator(catalog: Fixture.catalog).selections() {
            let scene = try Fixture.engine.scene(for: selection)
            guard scene.presentation.style == .fullScreen else { continue }
            fullScreen += 1
            #expect(!scene.scrimVisible, "\(selection.component.address) \(selection.variant)/\(selection.state) on \(selection.screen.id)")
            let fixed = try Self.object(scene.explorerFixedJSON(component: selection.component))
            let scrim = try #require(fixed["scrim"] as? [String: Any])
            #expect(scrim["visible"] as? Bool == false && (scrim["opacity"] as? Double) == 0, "\(scrim)")
        }
        #expect(fullScreen > 0)
    }

    /// The explorer names a presentation as its page does: a non-modal sheet laid out as a
    /// centred card (SAP's on iPad) is never called a form sheet, which is modal.
    @Test func aNonModalCardIsNotCalledAFormSheet() throws {
        var cards = 0
        for selection in CatalogEnumerator(catalog: Fixture.catalog).selections(allOrientations: false) {
            let scene = try Fixture.engine.scene(for: selection)
            guard scene.presentation.style == .formSheet else { continue }
            let words = scene.explorerPresentationWords(component: selection.component)
            if scene.presentation.modal {
                #expect(words.hasPrefix("Form sheet"), "\(words)")
            } else {
                cards += 1
                #expect(!words.contains("Form sheet") && words.contains("undimmed"), "\(selection.variant): \(words)")
            }
        }
        #expect(cards > 0)
    }

    /// A fitted height capped until its content is scrolled (eBay's at most 50 %) exports its cap,
    /// so that the explorer can say why a sheet held sideways is drawn at full height.
    @Test func aGrownHeightExportsItsCap() throws {
        let selection = try #require(CatalogEnumerator(catalog: Fixture.catalog).selections(matching: "ebay-playbook/bottom-sheet")
            .first { $0.variant == "modal" && $0.screen.id == "iphone-15" && $0.screen.orientation == .landscape })
        let scene = try Fixture.engine.scene(for: selection)
        let fixed = try Self.object(scene.explorerFixedJSON(component: selection.component))
        let grows = try #require(fixed["grows"] as? [String: Any])
        #expect(grows["words"] as? String == "50\u{00A0}% of the screen" && grows["fraction"] as? Double == 0.5
                && grows["basis"] as? String == "screen", "\(grows)")
        #expect(scene.detentHeight > scene.screen.height * 0.5 + 0.5)
    }

    /// SAP on an iPhone held sideways: every sheet is full screen, as iOS shows a sheet in compact
    /// height by default, the modal sheet a popover becomes included (never at a medium height
    /// iOS does not offer there), with square corners; only the counter-example's popover stays.
    @Test func sapsSheetsHeldSidewaysAreFullScreen() throws {
        let selections = CatalogEnumerator(catalog: Fixture.catalog).selections(matching: "sap-fiori/sheet")
            .filter { $0.screen.idiom == .phone && $0.screen.orientation == .landscape }
        #expect(!selections.isEmpty)
        for selection in selections where selection.state != "forced-popover" {
            let scene = try Fixture.engine.scene(for: selection)
            let place = "\(selection.variant)/\(selection.state) on \(selection.screen.id)"
            #expect(scene.presentation.style == .fullScreen, "\(place): \(scene.presentation.style)")
            #expect(scene.presentation.corners.isZero, "\(place): \(scene.presentation.corners)")
        }
    }

    /// SAP's counter-example of filters that block the page dims the map the Do's non-modal sheet
    /// leaves in reach: not the plain modal sheet over the list.
    @Test func sapsBlockingFiltersDimTheMapTheDoLeavesInReach() throws {
        let selections = CatalogEnumerator(catalog: Fixture.catalog).selections(matching: "sap-fiori/sheet", allOrientations: false)
        let blocking = try #require(selections.first { $0.state == "filters-blocking" && $0.screen.id == "iphone-15" })
        let plain = try #require(selections.first { $0.variant == "modal-sheet" && $0.state == "default" && $0.screen.id == "iphone-15" })
        #expect(try Fixture.engine.scene(for: blocking).backdrop == .map)
        #expect(try Fixture.engine.scene(for: plain).backdrop == .list)
    }

    // MARK: Whose number

    /// A redline from a part's edge to its child's same edge is the part's padding: SAP's side
    /// margin is SAP's 16 pt (20 in regular width), cited as such, not "measured on the drawing".
    @Test func aMarginRedlineCitesThePaddingItMeasures() throws {
        let component = try #require(Fixture.catalog.component(at: "sap-fiori/sheet"))
        let margin = try #require(component.dimensions.first { $0.id == "margin-leading" })
        #expect(margin.token == nil)
        #expect(margin.documentedToken(in: component.anatomy) == "spacing.margin")
        let page = try built.page("sap-fiori/sheet/index.html")
        let specs = try #require(page.range(of: "id=\"spec-ios-margin-leading\""))
        let row = String(page[specs.lowerBound...].prefix(1200))
        #expect(!row.contains("Measured on the drawing") && row.contains("Adaptive Design"), "\(row)")
    }

    /// A scrim opacity no vendor publishes is never called the toolkit's default beside the
    /// reading that says no vendor publishes it, on any page.
    @Test func aCommunityScrimIsNotCalledTheToolkitsDefault() throws {
        for address in SiteBuildTests.componentAddresses {
            let words = casedText(try built.page("\(address)/index.html"))
            if words.contains("No iOS vendor publishes the scrim's opacity") {
                #expect(!words.contains("UIKit’s default; "), "\(address)")
            }
        }
        let sap = casedText(try built.page("sap-fiori/sheet/index.html"))
        #expect(sap.contains("a scrim at 40 % (UIKit’s, as measured; SAP Fiori for iOS gives no opacity)"))
    }

    /// Whose look names every radius the Properties table tags: SAP's container radii (the
    /// community's 10 pt, SpecSheet's 13 pt popover and square full-screen corners) as well as
    /// the drag indicator's.
    @Test func whoseLookNamesEveryRadiusTheTableTags() throws {
        let words = casedText(try built.page("sap-fiori/sheet/index.html"))
        let shapes = try #require(words.range(of: "Shapes "))
        let sentence = String(words[shapes.upperBound...].prefix(700))
        #expect(sentence.contains("as the community measures them (the vendor publishes none): container top corner radius"), "\(sentence)")
        // Eighth reading: SAP states no radius; the square corners are SpecSheet's reading of its words.
        #expect(sentence.contains("SpecSheet’s reading of the guideline’s words, which give no number: container corner radius in “Full-screen modal”"), "\(sentence)")
        #expect(sentence.contains("container corner radius in regular width in “Popover”"), "\(sentence)")
        #expect(sentence.contains("drag indicator corner radius"), "\(sentence)")
    }

    /// A colour SpecSheet picked says what it is beside its tag: the drag indicator's is UIKit's
    /// tertiaryLabel, as the audit's reason says, never a bare "SpecSheet" beside "UIKit's colour".
    @Test func aColourSpecSheetPickedSaysWhatItIs() throws {
        let page = try built.page("sap-fiori/sheet/index.html")
        let part = try #require(page.range(of: "id=\"part-handle\""))
        let rows = String(page[part.upperBound...].prefix(6000))
        let fill = try #require(rows.range(of: ">fill</th>"))
        let cell = String(rows[fill.upperBound...].prefix(900))
        #expect(cell.contains(">SpecSheet</span>") && cell.contains("tertiaryLabel"), "\(cell)")
        #expect(casedText(page).contains("SpecSheet's choice, as Properties says, is UIKit's tertiary label colour"))
    }

    // MARK: What the Properties table says

    /// Every number the Behaviour section gives a form sheet has a row: SAP's 540 × 620 pt is a
    /// width row and a height row; and a corner radius's "only" note names every variant whose
    /// picture draws it (a sheet on the bottom edge has square bottom corners too).
    @Test func theContainerRowsGiveWhatTheBehaviourSays() throws {
        let words = casedText(try built.page("sap-fiori/sheet/index.html"))
        // The non-modal card's 620 pt is the form sheet's, given to it by SpecSheet's reading: a row of its own.
        #expect(words.contains("height, in regular width in “Modal sheet” and “Form sheet” 620 pt"))
        #expect(words.contains("height, in regular width in “Non-modal sheet” 620 pt"))
        let bottom = try #require(words.range(of: "bottom corner radius 0 pt"))
        let note = String(words[bottom.upperBound...].prefix(220))
        #expect(note.contains("“Modal sheet”") && note.contains("“Non-modal sheet”"), "\(note)")
    }

    /// An audit finding merged over variants names only the variants where it holds: the title
    /// runs into Cancel only where there is a Cancel (never SAP's non-modal sheet).
    @Test func anAuditFindingNamesOnlyTheVariantsItHoldsIn() throws {
        let component = try #require(Fixture.catalog.component(at: "sap-fiori/sheet"))
        let presence = PartPresence(component: component)
        let page = casedText(try built.page("sap-fiori/sheet/index.html"))
        let lines = page.matches(of: /runs into the text of ([A-Z][a-z]+): they overlap over [^(]*\(([^)]*)\)/)
        #expect(lines.count >= 2)
        for line in lines {
            let partName = String(line.output.1)
            let part = try #require(component.anatomy.allParts.first { $0.name == partName })
            let named = String(line.output.2).components(separatedBy: ", in ")[0]
            for variant in component.variants(on: .ios) where named.contains(variant.name) {
                let state = try #require(component.states(in: variant.id, on: .ios).first)
                #expect(presence.outcome(of: part, variant: variant, state: state, on: .ios) != .hidden,
                        "\(variant.name) is named for running into \(partName): \(named)")
            }
        }
    }

    /// Where the source says a tap outside "can dismiss" a non-modal sheet, that the same tap also
    /// reaches the page is SpecSheet's reading wherever it is said: the variant, the modality fact,
    /// the behaviour prose and the Do.
    @Test func theTapThatReachesThePageIsSaidAsSpecSheetsReading() throws {
        let words = casedText(try built.page("sap-fiori/sheet/index.html"))
        #expect(!words.contains("a tap on the page reaches it and also closes the sheet"))
        #expect(!words.contains("A tap on the map reaches it and also closes the sheet"))
        #expect(words.contains("That the same tap also reaches the page is SpecSheet's reading"))
    }

    // MARK: The comparison

    /// The comparison's tables: each with its column labels and rows of cells.
    private struct Table {
        var id: String
        var columns: [String]
        var rows: [(label: String, cells: [String])]
    }

    private func tables() throws -> [Table] {
        let page = try built.page("compare/index.html")
        return page.matches(of: /<section id="(type-[a-z-]+)" class="compare-section"(.*?)<\/section>/.dotMatchesNewlines()).map { match in
            let html = String(match.output.2)
            let columns = html.matches(of: /<th scope="col" data-label="([^"]*)"/).map { String($0.output.1) }
            let rows = html.matches(of: /<th scope="row" class="sticky-col">([^<]*)(.*?)<\/tr>/.dotMatchesNewlines()).map { row in
                (label: String(row.output.1), cells: String(row.output.2).matches(of: /<td[^>]*>(.*?)<\/td>/).map { String($0.output.1) })
            }
            return Table(id: String(match.output.1), columns: columns, rows: rows)
        }
    }

    /// A number from a platform's own documents (Material's SheetDefaults) is that platform's
    /// default, as the component pages tag it, never "vendor" as if eBay's; the legend says so.
    @Test func aPlatformsNumberIsItsDefaultOnTheComparison() throws {
        var material = 0
        for table in try tables() {
            for row in table.rows {
                for cell in row.cells where cell.contains("SheetDefaults.kt") {
                    material += 1
                    #expect(cell.contains(">Android default</span>") && !cell.contains(">vendor</span>"), "\(row.label): \(cell)")
                }
            }
        }
        #expect(material > 0)
        let page = try built.page("compare/index.html")
        #expect(page.contains("<span class=\"tag tag-official\">Android default</span> the platform’s own value"))
    }

    /// The intro names only the rows the tables have (no "edge" without a side sheet), and every
    /// "not specified" cell starts as the legend says, even where nothing is drawn.
    @Test func theComparisonSaysWhatItsTablesHold() throws {
        let tables = try tables()
        let labels = Set(tables.flatMap { $0.rows.map { $0.label.lowercased() } })
        let page = casedText(try built.page("compare/index.html"))
        let intro = try #require(page.range(of: "the rows on behaviour ("))
        let behaviour = String(page[intro.upperBound...].prefix { $0 != ")" })
        for word in behaviour.replacingOccurrences(of: " and ", with: ", ").components(separatedBy: ", ") where !word.isEmpty {
            #expect(labels.contains(word), "the intro names '\(word)', which no table has")
        }
        for table in tables {
            for row in table.rows {
                for cell in row.cells where cell.contains("none drawn") {
                    #expect(cell.contains("not specified (none drawn"), "\(table.id) \(row.label): \(cell)")
                }
            }
        }
    }

    /// The heights are said on the comparison as on each component's page: an opening height that
    /// is SpecSheet's reading is SpecSheet's drawing ("SpecSheet draws it opening at"), never the system's.
    @Test func theHeightRuleIsSaidAsThePageSaysIt() throws {
        let table = try #require(try tables().first { $0.id == "type-bottom-sheet" })
        let heights = try #require(table.rows.first { $0.label == "Height rule" })
        // Orange's standard type, "closed … opened …", names no opening height.
        for (column, cell) in zip(table.columns, heights.cells) where cell.contains("open") && cell.contains(" at “") {
            let address = column.hasPrefix("SAP") ? "sap-fiori/sheet" : column.hasPrefix("Orange") ? "orange-ods/bottom-sheet"
                : column.contains("Bottom sheet") ? "ebay-playbook/bottom-sheet" : "ebay-playbook/sheet"
            let page = casedText(try built.page("\(address)/index.html"))
            let opening = try #require(cell.firstMatch(of: /(?:It opens at|The pictures open it at|SpecSheet draws it opening at) “[^”]*”/).map { String($0.output) })
            #expect(page.contains(opening), "\(column): '\(opening)' is not how its page says it")
        }
    }

    /// A variant that becomes another variant of its component on the tablet (SAP's modal sheet,
    /// its form sheet there) is not compared twice; the form sheets give their height as well as
    /// their width; and a bottom sheet that becomes a form sheet on the tablet says so instead of
    /// "none drawn": the width it is drawn at there.
    @Test func eachPresentationIsComparedOnceWithItsNumbers() throws {
        let tables = try tables()
        let forms = try #require(tables.first { $0.id == "type-form-sheet" })
        #expect(!forms.columns.contains { $0.contains("Modal sheet") }, "\(forms.columns)")
        #expect(forms.columns.contains { $0.contains("Form sheet") })
        let height = try #require(forms.rows.first { $0.label == "Height" })
        #expect(height.cells.contains { $0.contains("620 pt") }, "\(height.cells)")
        let bottom = try #require(tables.first { $0.id == "type-bottom-sheet" })
        let width = try #require(bottom.rows.first { $0.label == "Maximum width" })
        for (column, cell) in zip(bottom.columns, width.cells) where column.hasPrefix("SAP") && column.contains("Modal sheet") {
            #expect(cell.contains("in regular width and regular height it becomes a form sheet, 540 pt wide"), "\(column): \(cell)")
            // "none drawn" only of the presentation the column shows, never of the variant anywhere.
            #expect(!cell.contains("(none drawn)") && cell.contains("none drawn while it is a bottom sheet"), "\(column): \(cell)")
        }
    }
}
