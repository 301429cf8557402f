import Foundation
import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26: a behaviour or number the sources do not give is shown as SpecSheet's reading, with
/// its reason, wherever a page states it; what the sources give is cited to their passages.
@Suite("SpecSheet's readings are marked as such")
struct SpecSheetReadingTests {
    let built = SiteFixture.catalogSite

    private func selection(_ address: String, variant: String, state: String? = nil, device: String) throws -> Selection {
        try SelectionResolver(catalog: Fixture.catalog)
            .resolve(SelectionRequest(address: address, variant: variant, state: state, device: device))
    }

    // MARK: The trace

    @Test func aReadingFollowsTheBlockWhoseValueIsShown() throws {
        var context = try selection("ebay-playbook/sheet", variant: "context", device: "iphone-15")
        let trace = PresentationTrace(context)
        #expect(trace.readings(of: [.detents]).map(\.field) == [.detents])
        #expect(trace.readings(of: [.dismissal]).map(\.field) == [.dismissal])
        #expect(trace.origins(of: [.detents]).contains(.source(document: "ebay-sheets", passage: "context-partial")))

        // A later rule that sets the heights from a source takes the reading away with the value.
        var rule = Rule(condition: Condition(variants: ["context"]))
        rule.presentation = PresentationProperties()
        rule.presentation?.detents = [DetentSpec(name: "full", height: .full)]
        rule.origin = [.source(document: "ebay-sheets", passage: "focus-full")]
        context.component.rules.append(rule)
        let overridden = PresentationTrace(context)
        #expect(overridden.readings(of: [.detents]).isEmpty)
        #expect(overridden.origins(of: [.detents]).first == .source(document: "ebay-sheets", passage: "focus-full"))
        // Ways to close add up: the variant's reading (the scrim tap) still holds.
        #expect(overridden.readings(of: [.dismissal]).count == 1)
    }

    @Test func numbersNoSourceGivesAreFoundThroughTheirTokens() throws {
        let iPad = PresentationTrace(try selection("ebay-playbook/sheet", variant: "focus", device: "ipad-10"))
        let component = try #require(Fixture.catalog.component(at: "ebay-playbook/sheet"))
        let scope = Fixture.catalog.tokenScope(for: component, platform: .ios)
        #expect(iPad.unsourcedNumbers(of: [.maxWidth], in: scope).map(\.value) == [640])
        let tablet = PresentationTrace(try selection("ebay-playbook/sheet", variant: "focus", device: "pixel-tablet"))
        let android = Fixture.catalog.tokenScope(for: component, platform: .android)
        // Material 3 gives the Android 640: a source's number, not a reading.
        #expect(tablet.unsourcedNumbers(of: [.maxWidth], in: android).isEmpty)
    }

    // MARK: The pages

    /// The `dd` of fact `label` in the facts of the variant named `variant`.
    private func fact(_ label: String, variant: String, page: String) throws -> String {
        let start = try #require(page.range(of: "<summary>\(variant)</summary>\n<dl class=\"facts\">"))
        let block = page[start.upperBound...]
        let end = try #require(block.range(of: "</dl>"))
        let facts = String(block[..<end.lowerBound])
        let row = try #require(facts.range(of: "<dt>\(label)</dt>"))
        return String(facts[row.upperBound...].prefix { $0 != "\n" })
    }

    @Test func theEbayContextSheetsHeightsAndScrimTapAreReadings() throws {
        let page = try built.page("ebay-playbook/sheet/index.html")
        let heights = try fact("Heights", variant: "Context sheet", page: page)
        #expect(heights.contains("<span class=\"reading\" data-origin=\"model:variants.context.presentation.ours.detents\">SpecSheet’s reading:"))
        #expect(heights.contains("ebay-sheets#context-partial"))
        let closing = try fact("Ways to close", variant: "Context sheet", page: page)
        #expect(closing.contains("presentation.ours.dismissal"))
        // The focus sheet's full height is the guideline's own on phones, SpecSheet's on tablets.
        let focus = try fact("Heights", variant: "Focus sheet", page: page)
        for item in focus.matches(of: /<li data-origin="[^"]*"><span class="fact-devices">([^<]*)<\/span>(.*?)<\/li>/) {
            let devices = String(item.output.1), text = String(item.output.2)
            #expect(text.contains("SpecSheet’s reading") == (devices.contains("iPad") || devices.contains("Tablet")), "\(devices) \(text)")
        }
        #expect(focus.contains("model:rules.9.presentation.ours.detents"))
    }

    /// What scrolls is read off the anatomy as the variant patches it: Orange's standard sheet
    /// turns its content's scrolling off.
    @Test func scrollingFollowsTheVariantsOwnAnatomy() throws {
        let page = try built.page("orange-ods/bottom-sheet/index.html")
        // Said of the drawing, not as a rule: a source may only advise against scrolling.
        // The standard type's content is documented not to scroll: said as the component's
        // behaviour, never as the pictures' only.
        let standard = try fact("Scrolling", variant: "Standard", page: page)
        #expect(standard.contains("The content doesn&#39;t scroll here: what it holds has to fit the sheet."), "\(standard)")
        #expect(!standard.contains("in these pictures"), "\(standard)")
        #expect(try fact("Scrolling", variant: "Expanding", page: page).contains("The content scrolls at “Large” only, once what it holds is taller"))
    }

    /// eBay's guideline says only that a sheet is centred on tablets: keeping it on the bottom edge
    /// there is SpecSheet's reading (on phones the bottom edge is the guideline's own), and the iPad's
    /// 640 pt is SpecSheet's number where Android's 640 dp is Material's.
    @Test func aTabletLayoutIsMarkedOnlyOnTablets() throws {
        let page = try built.page("ebay-playbook/bottom-sheet/index.html")
        let presentation = try fact("Presentation", variant: "Modal", page: page)
        let cases = presentation.matches(of: /<li data-origin="[^"]*"><span class="fact-devices">([^<]*)<\/span>(.*?)<\/li>/)
        #expect(cases.count >= 3)
        for item in cases {
            let devices = String(item.output.1), text = String(item.output.2)
            let tablet = devices.contains("iPad") || devices.contains("Tablet")
            #expect(text.contains("SpecSheet’s reading") == tablet, "\(devices) \(text)")
            // A later tablet line whose reading an earlier line gave says it "as above".
            #expect((text.contains("bottom edge, centred across the width") || text.contains("SpecSheet’s reading: as above")) == tablet,
                    "\(devices) \(text)")
            #expect(text.contains("that number is SpecSheet’s choice") == devices.contains("iPad"), "\(devices) \(text)")
        }
    }

    @Test func comparisonCellsSayWhenTheValueIsSpecSheets() throws {
        let page = try built.page("compare/index.html")
        let row = try #require(page.range(of: "<th scope=\"row\" class=\"sticky-col\">Height rule</th>"))
        let cells = page[row.upperBound...]
        let end = try #require(cells.range(of: "</tr>"))
        let tds = String(cells[..<end.lowerBound]).matches(of: /<td[^>]*data-origin="([^"]*)"[^>]*>(.*?)<\/td>/)
        let context = tds.filter { $0.output.1.contains("variants.context.presentation") }
        let focus = tds.filter { $0.output.1.contains("variants.focus.presentation") }
        #expect(!context.isEmpty && !focus.isEmpty)
        #expect(context.allSatisfy { $0.output.2.contains("SpecSheet’s reading") })
        #expect(focus.allSatisfy { !$0.output.2.contains("SpecSheet’s reading") })
    }

    /// The comparison gives every height a sheet rests at, the same way in every cell (#26): a sheet
    /// with several (Orange's Expanding, SAP's modal and non-modal sheets) lists them all, as its
    /// page does, never only the one it opens at.
    @Test func comparisonCellsGiveEveryRestingHeight() throws {
        let page = try built.page("compare/index.html")
        let row = try #require(page.range(of: "<th scope=\"row\" class=\"sticky-col\">Height rule</th>"))
        let cells = page[row.upperBound...]
        let end = try #require(cells.range(of: "</tr>"))
        let tds = String(cells[..<end.lowerBound]).matches(of: /<td[^>]*data-origin="([^"]*)"[^>]*>(.*?)<\/td>/)
        func cell(_ variant: String) -> [String] {
            tds.filter { $0.output.1.contains("variants.\(variant).presentation") }.map { String($0.output.2) }
        }
        #expect(!cell("expanding").isEmpty && cell("expanding").allSatisfy {
            $0.contains("three heights") && $0.contains("Small:") && $0.contains("Medium:") && $0.contains("Large:")
        }, "\(cell("expanding"))")
        for variant in ["modal-sheet", "non-modal-sheet", "context"] {
            #expect(!cell(variant).isEmpty && cell(variant).allSatisfy { $0.contains("two heights") }, "\(variant): \(cell(variant))")
        }
    }

    /// Every origin on the comparison can be said in words (#26): each cell names the component
    /// whose column it is in, and the page's index gives that component's name, the passages and
    /// documents its cells cite and the parts of its model they name.
    @Test func comparisonOriginsAreIndexedPerComponent() throws {
        let page = try built.page("compare/index.html")
        let json = try #require(page.firstMatch(of: /<script type="application\/json" id="origin-index">(.*?)<\/script>/))
        let index = try #require(try JSONSerialization.jsonObject(with: Data(String(json.output.1).utf8)) as? [String: Any])
        let components = try #require(index["components"] as? [String: [String: Any]])
        let cells = page.matches(of: /<td[^>]*data-origin="([^"]*)" data-origin-of="([^"]*)"/)
        #expect(cells.count > 50)
        for cell in cells {
            let address = String(cell.output.2)
            let entry = try #require(components[address], "no index for \(address)")
            let passages = entry["passages"] as? [String: Any] ?? [:], sources = entry["sources"] as? [String: Any] ?? [:]
            let models = entry["models"] as? [String: Any] ?? [:]
            for reference in cell.output.1.split(separator: " ").map(String.init) {
                if reference.hasPrefix("model:") {
                    let path = reference.dropFirst(6).split(separator: ".")
                    #expect(models[path.prefix(2).joined(separator: ".")] != nil || models[String(path[0])] != nil, "\(address) \(reference)")
                } else if let hash = reference.firstIndex(of: "#") {
                    #expect(passages[reference] != nil || sources[String(reference[..<hash])] != nil, "\(address) \(reference)")
                }
            }
        }
        #expect((components["ebay-playbook/bottom-sheet"]?["name"] as? String) == "the eBay Playbook Bottom sheet")
    }

    /// Apple's action sheet is compared as a popover on iPad only by SpecSheet's reading (the HIG
    /// page does not say how it appears there): its column says so, with the spec's reason; the
    /// tables are named by what they hold, and the count says what it counts (#26).
    @Test func comparisonSaysWhatIsSpecSheetsAndWhatItCounts() throws {
        let page = try built.page("compare/index.html")
        let popovers = try #require(page.range(of: "id=\"type-popover\""))
        let head = page[popovers.upperBound...].prefix { $0 != "\u{1}" }
        let thead = String(head[..<head.range(of: "</thead>")!.lowerBound])
        let apple = thead.components(separatedBy: "<th scope=\"col\"").filter { $0.contains("Action sheet") }
        #expect(!apple.isEmpty && apple.allSatisfy { $0.contains("SpecSheet’s reading") && $0.contains("does not say how an action sheet appears on iPad") })
        let sap = thead.components(separatedBy: "<th scope=\"col\"").filter { $0.contains("SAP Fiori") }
        #expect(!sap.isEmpty && sap.allSatisfy { !$0.contains("SpecSheet’s reading") })
        #expect(!page.contains("and dialogs"), "no dialog is compared, so no heading names dialogs")
        #expect(page.contains("The measurement rows are those on the drag handle, top corner radius, scrim opacity"))
    }

    // MARK: Readings of #26's second fresh reader

    /// The cases of fact `label` of `variant` as (devices, text), or one case with no devices.
    private func cases(_ label: String, variant: String, page: String) throws -> [(devices: String, text: String)] {
        let value = try fact(label, variant: variant, page: page)
        let items = value.matches(of: /<li data-origin="[^"]*"><span class="fact-devices">([^<]*)<\/span>(.*?)<\/li>/)
        return items.isEmpty ? [("", value)] : items.map { (String($0.output.1), String($0.output.2)) }
    }

    /// A figure only the community measures (UIKit's 40 % dimming, its 540 × 620 form sheet) is
    /// never shown as a source's: the fact says so, on iOS only; a figure a fact does not state
    /// (the scrim of a sheet without one) carries no note.
    @Test func communityFiguresAreMarkedWhereTheyAreStated() throws {
        let ebay = try built.page("ebay-playbook/bottom-sheet/index.html")
        for (devices, text) in try cases("Modality", variant: "Modal", page: ebay) {
            #expect(text.contains("40\u{00A0}% is a figure measured by the community") == devices.contains("iPhone"), "\(devices) \(text)")
        }
        for (devices, text) in try cases("Modality", variant: "Non-modal", page: ebay) {
            #expect(!text.contains("SpecSheet’s reading"), "\(devices) \(text)")
        }
        let sap = try built.page("sap-fiori/sheet/index.html")
        let form = try cases("Presentation", variant: "Form sheet", page: sap)
        let iPad = try #require(form.first { $0.devices.contains("iPad") })
        #expect(iPad.text.contains("540 × 620 pt") && iPad.text.contains("540 pt is a figure measured by the community")
                && iPad.text.contains("620 pt is a figure measured by the community"))
        // On iPhone the form sheet's sentence states no size, so no size is noted; SAP describes
        // form sheets for regular width only, so the iPhone sheet is marked as SpecSheet's reading.
        let iPhone = try #require(form.first { $0.devices.contains("iPhone") })
        #expect(!iPhone.text.contains("measured by the community"), "\(iPhone.text)")
        #expect(iPhone.text.contains("SpecSheet’s reading: SAP describes form sheets for regular width only"), "\(iPhone.text)")
        // Orange's standard sheet never reaches full height: no note about a gap above one.
        let orange = try built.page("orange-ods/bottom-sheet/index.html")
        #expect(try !fact("Heights", variant: "Standard", page: orange).contains("gap above"))
        // Its modality is SpecSheet's reading of the library (the guideline says only that the
        // content shows above the main view), never a community figure.
        let standard = try fact("Modality", variant: "Standard", page: orange)
        #expect(!standard.contains("measured by the community") && standard.contains("reading of the library"), "\(standard)")
    }

    /// eBay's default half-screen cap is a default, not a maximum; a height named for what it is
    /// is not capitalised inside the sentence; choosing an option closes a single-select list only.
    @Test func heightsAndWaysSayWhatTheSourceSays() throws {
        let page = try built.page("ebay-playbook/bottom-sheet/index.html")
        let heights = try fact("Heights", variant: "Modal", page: page)
        #expect(heights.contains("by default at most 50\u{00A0}% of the screen"), "\(heights)")
        #expect(heights.contains("It has two heights: ") && heights.contains("; and full height.")
                && !heights.contains("; Full height"), "\(heights)")
        let closing = try fact("Ways to close", variant: "Modal", page: page)
        #expect(closing.contains("choosing an option in a single-select list"), "\(closing)")
    }

    /// Sheets 3.0: on Android the close button shows while TalkBack runs, so it is a way to close
    /// there, named with its condition; the missing swipe on an Android focus sheet is a reading.
    @Test func aScreenReadersCloseButtonIsAWayToClose() throws {
        let page = try built.page("ebay-playbook/sheet/index.html")
        for variant in ["Focus sheet", "Context sheet"] {
            let android = try #require(try cases("Ways to close", variant: variant, page: page).first { $0.devices.contains("Pixel") })
            #expect(android.text.contains("the close button (only while TalkBack is on)"), "\(variant): \(android.text)")
            #expect(try fact("Ways to close", variant: variant, page: page).contains("ebay-sheets#android-close-talkback"))
        }
        let focus = try #require(try cases("Ways to close", variant: "Focus sheet", page: page).first { $0.devices.contains("Pixel") })
        #expect(focus.text.contains("SpecSheet’s reading") && focus.text.contains("swipe"), "\(focus.text)")
        let compare = try built.page("compare/index.html")
        #expect(compare.contains("the system back button or gesture and the close button (only while TalkBack is on)"))
    }

    /// HIG: Cancel "if necessary", nothing about a tap on the scrim, nothing about iPad; UIKit says
    /// a popover's background is dimmed, so the page does not say it is not.
    @Test func theActionSheetsConditionalWaysAndIPadAreReadings() throws {
        let page = try built.page("apple-hig/action-sheet/index.html")
        for (devices, text) in try cases("Ways to close", variant: "Title and message", page: page) {
            #expect(text.contains("choosing one of its actions"), "\(devices) \(text)")
            #expect(text.contains("SpecSheet’s reading") == devices.contains("iPhone"), "\(devices) \(text)")
        }
        let iPad = try #require(try cases("Presentation", variant: "Title and message", page: page).first { $0.devices.contains("iPad") })
        #expect(iPad.text.contains("does not say how an action sheet appears on iPad"))
        let modality = try fact("Modality", variant: "Title and message", page: page)
        #expect(!modality.contains("nothing dims"), "\(modality)")
        #expect(modality.contains("the pictures draw the page undimmed"))
        #expect(try fact("Scrolling", variant: "Title and message", page: page).contains("in these pictures"))
    }

    /// Orange: the opening size is the sample's, the dimming is SpecSheet's over the package's
    /// transparent layer, and nothing takes the sheet off the screen.
    @Test func orangesOpeningSizeDimmingAndFoldingAreSaidAsTheSourcesSayThem() throws {
        let page = try built.page("orange-ods/bottom-sheet/index.html")
        let heights = try fact("Heights", variant: "Expanding", page: page)
        #expect(heights.contains("SpecSheet draws it opening at “Large”") && heights.contains("model:variants.expanding.presentation.ours.detent"))
        let modality = try fact("Modality", variant: "Expanding", page: page)
        #expect(modality.contains("an opacity of 0") && !modality.contains("No iOS source gives"), "\(modality)")
        let expanding = try fact("Ways to close", variant: "Expanding", page: page)
        #expect(expanding.contains("steps it to its next height") && expanding.contains("Nothing people do takes it off the screen"), "\(expanding)")
        let standard = try fact("Ways to close", variant: "Standard", page: page)
        #expect(standard.contains("folds it down to its header") && !standard.contains("steps it"), "\(standard)")
    }

    /// SAP: a popover and a non-modal sheet block nothing, and a tap on the page closes them;
    /// that it also reaches the page is said only as SpecSheet's reading, and where no reading
    /// says it (the popover) the sentence says the source is silent; SAP gives no heights,
    /// so iOS's medium and large, opening at medium, are SpecSheet's.
    @Test func sapsModalityAndHeightsAreWordedAsTheSourceAllows() throws {
        let page = try built.page("sap-fiori/sheet/index.html")
        let popover = try #require(try cases("Modality", variant: "Popover", page: page).first { $0.devices.contains("iPad") })
        #expect(popover.text.contains("nothing blocks the page behind: a tap on it closes the popover and, in SpecSheet’s reading (see Ways to close), reaches the page too"), "\(popover.text)")
        let nonModal = try fact("Modality", variant: "Non-modal sheet", page: page)
        #expect(nonModal.contains("a tap on it closes the sheet and, in SpecSheet’s reading (see Ways to close), reaches the page too")
                && !nonModal.contains("usable"), "\(nonModal)")
        let heights = try fact("Heights", variant: "Modal sheet", page: page)
        #expect(heights.contains("SAP gives no heights"), "\(heights)")
        let card = try #require(try cases("Presentation", variant: "Non-modal sheet", page: page).first { $0.devices.contains("iPad") })
        #expect(card.text.contains("SAP does not say where a non-modal sheet sits"), "\(card.text)")
    }

    /// A ways-to-close list that replaces the one under it takes the readings of that list away.
    @Test func aReplacedListLeavesItsReadingBehind() throws {
        let iPad = PresentationTrace(try selection("apple-hig/action-sheet", variant: "with-message", device: "ipad-10"))
        #expect(iPad.readings(of: [.dismissal]).isEmpty)
        #expect(iPad.layers(setting: [.dismissal]).map(\.path) == ["rules.2.presentation"])
        let iPhone = PresentationTrace(try selection("apple-hig/action-sheet", variant: "with-message", device: "iphone-15"))
        #expect(iPhone.readings(of: [.dismissal]).map(\.field) == [.dismissal])
    }
}
