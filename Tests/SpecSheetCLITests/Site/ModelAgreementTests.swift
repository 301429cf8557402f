import Foundation
import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26, a third fresh reader: what a page says of a sheet comes from the same model facts
/// wherever it is said (heights and scrolling, properties and pictures), a value no source gives
/// says whose it is, and a counter-example is named as one wherever states are listed.
@Suite("Statements agree with the model they are read from")
struct ModelAgreementTests: CatalogPageReading {
    let built = SiteFixture.catalogSite


    /// Every `dd` of the behaviour facts labelled `label`, whole, with its variant.
    private func facts(_ label: String, page: String) -> [(variant: String, html: String)] {
        page.matches(of: /<summary>([^<]*)<\/summary>\n<dl class="facts">(.*?)<\/dl>/.dotMatchesNewlines()).compactMap { block in
            let facts = String(block.output.2)
            guard let row = facts.range(of: "<dt>\(label)</dt>") else { return nil }
            let rest = facts[row.upperBound...]
            let end = rest.range(of: "</dd>\n</div>") ?? rest.range(of: "</dd></div>") ?? rest.range(of: "</div>")
            return (String(block.output.1), String(rest[..<(end?.lowerBound ?? rest.endIndex)]))
        }
    }

    /// The rows of the Properties table of `part`: (property, whole row).
    private func propertyRows(_ part: String, page: String) throws -> [(role: String, row: String)] {
        let start = try #require(page.range(of: "id=\"part-\(part)\""))
        let rest = page[start.upperBound...]
        let end = rest.range(of: "</details>") ?? rest.range(of: "</tbody>")
        let table = String(rest[..<(end?.lowerBound ?? rest.endIndex)])
        return table.matches(of: /<tr><th scope="row" class="token-cell"[^>]*>([^<]*)<\/th>(.*?)<\/tr>/.dotMatchesNewlines()).map {
            (String($0.output.1), String($0.output.2))
        }
    }

    // MARK: Scrolling and heights

    /// eBay: the sheet grows to full height first, and only there does its content scroll, as the
    /// heights say; Orange: scrolling is named per height (large only), the same on every device.
    @Test func scrollingIsReadOffTheSameHeightsAsTheHeights() throws {
        let ebay = try page("ebay-playbook/bottom-sheet")
        for (variant, html) in facts("Scrolling", page: ebay) {
            #expect(html.contains("first grows from “Fitted” to full height; only there does its content area scroll"), "\(variant): \(html)")
            #expect(!html.contains("taller than the room"), "\(variant): \(html)")
        }
        for (variant, html) in facts("Heights", page: ebay) {
            #expect(html.contains("going to full height once its content is scrolled"), "\(variant): \(html)")
        }
        let orange = try page("orange-ods/bottom-sheet")
        let expanding = try #require(facts("Scrolling", page: orange).first { $0.variant == "Expanding" })
        #expect(!expanding.html.contains("fact-devices"), "\(expanding.html)")
        #expect(expanding.html.contains("at “Large” only") && expanding.html.contains("at “Medium” it does not scroll"),
                "\(expanding.html)")
    }

    /// A fact told per device never leaves a device's value without an origin.
    @Test(arguments: SiteFixture.catalogPages)
    func everyDevicesValueSaysWhereItComesFrom(_ address: String) throws {
        let html = try page(address)
        #expect(!html.contains("<li data-origin=\"\"><span class=\"fact-devices\">"), "\(address)")
    }

    /// Where no source gives the opening height, the page says the pictures open the sheet there
    /// and never "It opens at" beside a reading that says the source is silent.
    @Test(arguments: SiteFixture.catalogPages)
    func anOpeningHeightNoSourceGivesIsThePictures(_ address: String) throws {
        for (variant, html) in facts("Heights", page: try page(address)) {
            let silent = html.contains(".ours.detent\"") || html.contains(".ours.detent ")
            #expect(!(silent && html.contains("It opens at")), "\(address) \(variant): \(html)")
        }
        if address == "ebay-playbook/bottom-sheet" {
            for (variant, html) in facts("Heights", page: try page(address)) {
                #expect(html.contains("SpecSheet draws it opening at “Fitted”") && html.contains("SpecSheet’s reading"), "\(variant): \(html)")
            }
        }
    }

    /// A sheet drawn at full height before its content is scrolled (content over the half-screen
    /// cap) says so under the picture, in the states and in the guide's figures alike.
    @Test func aSheetDrawnGrownSaysItIsSpecSheets() throws {
        let html = try page("ebay-playbook/sheet")
        let note = "so the picture shows the sheet at full height, as it is once its content is scrolled"
        let cell = try #require(html.range(of: "states/context/toolbar-hidden"))
        let caption = html[cell.upperBound...].prefix(2500)
        #expect(caption.contains(note), "\(caption)")
        // No Do picture carries the note, which would read as part of its advice.
        let practice = try #require(html.range(of: "practices/2-do"))
        #expect(!html[practice.upperBound...].prefix(3000).contains(note))
        // A picture whose content scrolls at full height is the guideline's own sheet: no note.
        let long = try #require(html.range(of: "states/context/long-content"))
        #expect(!html[long.upperBound...].prefix(2000).contains(note))
    }

    // MARK: Whose values

    /// Orange: nothing people do takes the header off the screen, while the app can (the size
    /// type's hidden case).
    @Test func whatPeopleCannotDoIsSaidAsPeoples() throws {
        let html = try page("orange-ods/bottom-sheet")
        #expect(!html.contains("Nothing takes it off") && !html.contains("Nothing removes it"))
        #expect(html.contains("Nothing people do takes it off the screen"))
    }

    /// A platform's default opacity is said as the platform's, with the design system giving none;
    /// an opacity the component sets (eBay's Evo scrim token, carried over from the web) is not a
    /// default, and its reading says whose it is.
    @Test func aPlatformsDefaultScrimSaysWhoseItIs() throws {
        let html = try page("ebay-playbook/bottom-sheet")
        let modal = try #require(facts("Modality", page: html).first { $0.variant == "Modal" })
        #expect(modal.html.contains("32\u{00A0}% (64\u{00A0}% in the dark theme) dims the page"), "\(modal.html)")
        #expect(!modal.html.contains("’s default"), "\(modal.html)")
        #expect(modal.html.contains("Carrying that web token into the native apps is SpecSheet"), "\(modal.html)")
        // So is a greatest width Material's own sheets set, and a tablet sheet at that width says so.
        let presentation = try #require(facts("Presentation", page: html).first { $0.variant == "Modal" })
        #expect(presentation.html.contains("at its greatest width: 640 dp (Material 3’s; eBay Playbook gives none)"), "\(presentation.html)")
        #expect(!presentation.html.contains("centred and 640"), "\(presentation.html)")
        // A value the component sets is not called a default.
        let orange = try #require(facts("Modality", page: try page("orange-ods/bottom-sheet")).first { $0.variant == "Expanding" })
        #expect(!orange.html.contains("’s default"), "\(orange.html)")
    }

    /// The container's presentation numbers are in Properties with their sources, and a value a
    /// rule or variant changes has a row that says where (SAP's 20 pt in regular width, the full-
    /// screen modal's 44 pt bar).
    @Test func propertiesShowWhatRulesAndVariantsChange() throws {
        let ebay = try propertyRows("container", page: try page("ebay-playbook/bottom-sheet"))
        #expect(ebay.contains { $0.role == "top corner radius" && $0.row.contains("10 pt") && $0.row.contains("28 dp") }, "\(ebay.map(\.role))")
        // iOS's 640 holds on tablets only, Android's everywhere: one row, iOS's cell saying where.
        #expect(ebay.contains { $0.role == "max width" && $0.row.contains("640 pt") && $0.row.contains("In regular width only.") },
                "\(ebay.map(\.role))")
        #expect(ebay.contains { $0.role.hasPrefix("scrim opacity") && $0.row.contains("32\u{00A0}%") }, "\(ebay.map(\.role))")
        let sap = try page("sap-fiori/sheet")
        let bar = try propertyRows("title-bar", page: sap)
        #expect(bar.contains { $0.role == "padding leading, in “Full-screen modal”, in regular width" && $0.row.contains("20 pt") }, "\(bar.map(\.role))")
        #expect(bar.contains { $0.role == "height, in “Full-screen modal”" && $0.row.contains("44 pt") }, "\(bar.map(\.role))")
        let body = try propertyRows("body", page: sap)
        #expect(body.contains { $0.role == "padding trailing, in “Full-screen modal”, in regular width" && $0.row.contains("20 pt") }, "\(body.map(\.role))")
        // Orange: the expanding type's clear sheet is SpecSheet's fill; the standard type's is Orange's.
        let orange = try page("orange-ods/bottom-sheet")
        let container = try propertyRows("container", page: orange)
        #expect(container.contains { $0.role == "fill, in “Standard”" && $0.row.contains("vendor") }, "\(container.map(\.role))")
        #expect(container.contains { $0.role == "fill, in “Expanding”" && $0.row.contains("tag-ours") }, "\(container.map(\.role))")
        #expect(orange.contains("its content scrolls only in “Expanding” at “Large”"))
    }

    /// An icon button's colour is its icon's, in the tables as in the look summary.
    @Test(arguments: SiteFixture.catalogPages)
    func anIconButtonsColourIsItsIcons(_ address: String) throws {
        let component = try #require(Fixture.catalog.component(at: address))
        let html = try page(address)
        for part in component.anatomy.allParts where part.kind == .iconButton && part.properties.textColor != nil {
            let roles = try propertyRows(part.id, page: html).map(\.role)
            #expect(roles.contains("icon colour") && !roles.contains { $0.hasPrefix("text colour") }, "\(address) \(part.id): \(roles)")
        }
    }

    /// Apple: the HIG's platforms, and the ones SpecSheet draws; its community-measured colours are
    /// said as measured, as the table tags them.
    @Test func appleSaysTheGuidelinesPlatformsAndWhoseColoursTheyAre() throws {
        let html = try page("apple-hig/action-sheet")
        #expect(html.contains("The guideline gives it for iOS, iPadOS, macOS, tvOS and watchOS (not visionOS). SpecSheet draws it on iOS and iPadOS only."))
        let component = try #require(Fixture.catalog.component(at: "apple-hig/action-sheet"))
        let colours = try #require(LookSummary(catalog: Fixture.catalog, component: component).rows().first { $0.label == "Colours" }?.value)
        let measured = try #require(colours.components(separatedBy: "as the community measures them").dropFirst().first)
        #expect(measured.contains("title text colour") && measured.contains("separator fill"), "\(colours)")
    }

    /// SAP's popover goes once people have used it or tap elsewhere: never eBay's single-select list.
    @Test func sapsPopoverClosesInSapsTerms() throws {
        let html = try page("sap-fiori/sheet")
        let ways = try #require(facts("Ways to close", page: html).first { $0.variant == "Popover" })
        #expect(!ways.html.contains("single-select") && ways.html.contains("interacted with it"), "\(ways.html)")
        #expect(!html.contains("on iPhone, as a modal sheet"))
    }

    // MARK: Counter-examples and change logs

    /// A counter-example state (kept out of the snapshot set) is named and described as one, so
    /// that every list of states (the gallery, the explorer's menu) shows it as such; every Don't
    /// picture is one (or a stacked picture of the mistake, or a plain state over a map the scrim
    /// dims), and no Do picture is.
    @Test func counterExamplesAreNamedAsSuchAndOnlyDontsShowThem() throws {
        for component in Fixture.catalog.components {
            for state in component.states where !state.snapshot {
                #expect(state.name.hasPrefix("Don't: "), "\(component.address) \(state.id): \(state.name)")
                #expect(state.summary?.hasPrefix("A counter-example shown for the guidelines") == true, "\(component.address) \(state.id)")
            }
            for state in component.states where state.snapshot {
                #expect(!state.name.hasPrefix("Don't"), "\(component.address) \(state.id)")
            }
        }
        for address in SiteFixture.catalogPages {
            let folder = Fixture.packageRoot.appendingPathComponent("Specs/\(address)/guide.md")
            let guide = try String(contentsOf: folder, encoding: .utf8)
            let component = try #require(Fixture.catalog.component(at: address))
            let counter = Set(component.states.filter { !$0.snapshot }.map(\.id))
            for block in guide.components(separatedBy: "\n### ").dropFirst() {
                guard let picture = block.split(separator: "\n").first(where: { $0.hasPrefix("picture: ") }) else { continue }
                let state = picture.firstMatch(of: /state=([a-z0-9-]+)/).map { String($0.output.1) }
                if block.hasPrefix("Don't:") {
                    #expect(state.map(counter.contains) == true || picture.contains("stacked") || picture.hasSuffix(" map"),
                            "\(address): \(block.prefix(60))")
                } else if block.hasPrefix("Do:") {
                    #expect(!(state.map(counter.contains) ?? false), "\(address): \(block.prefix(60))")
                }
            }
        }
    }

    /// The source's own change log where it keeps one, kept apart from SpecSheet's notes; where it
    /// keeps none, the page says so.
    @Test func theChangeLogKeepsTheSourcesAndSpecSheetsApart() throws {
        let sheet = try page("ebay-playbook/sheet")
        let log = try #require(sheet.range(of: "id=\"changelog-guideline\""))
        let ours = try #require(sheet.range(of: "id=\"changelog-specsheet\""))
        let own = sheet[log.upperBound..<ours.lowerBound]
        #expect(own.contains("The first release.") && own.contains("data-origin=\"ebay-sheets#version\""), "\(own)")
        #expect(!own.contains("Catalogued"))
        #expect(sheet[ours.upperBound...].contains("Catalogued from version 3.0"))
        let bottom = try page("ebay-playbook/bottom-sheet")
        #expect(bottom.contains("eBay Playbook’s page keeps no change log of its own."))
    }

    /// eBay's Android focus sheet is said to be SpecSheet's pick of Material's sheet.
    @Test func ebaysAndroidFocusSheetIsSaidToBeSpecSheetsPick() throws {
        let html = try page("ebay-playbook/sheet")
        let presentation = try #require(facts("Presentation", page: html).first { $0.variant == "Focus sheet" })
        let pixel = try #require(presentation.html.components(separatedBy: "<li").first { $0.contains("Pixel 8") })
        #expect(pixel.contains("SpecSheet’s reading") && pixel.contains("full-screen dialog"), "\(pixel)")
    }

    /// Orange's header band is the part with the rounded top, as the prose says: its picture draws
    /// the band's top corners round.
    @Test func orangesHeaderBandHasTheRoundedCorners() throws {
        let svg = try String(contentsOf: built.site.appendingPathComponent("pictures/orange-ods/bottom-sheet/states/standard/opened.light.svg"),
                             encoding: .utf8)
        let band = try #require(svg.range(of: "<g id=\"part-header-area\">"))
        let first = svg[band.upperBound...].prefix(400)
        #expect(first.contains("<path") && first.contains(" A10 10 "), "\(first)")
    }
}
