import Foundation
import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #11: what a component page says of a variant is true of that variant. Each behaviour
/// statement of the built page is checked against the variant's laid-out scenes on every offered
/// platform's phone and tablet.
@Suite("Component pages tell the truth of each variant")
struct PageTruthTests {
    let built = SiteFixture.catalogSite

    /// The text of one variant's behaviour facts on the built page.
    private func facts(of variant: Variation, on page: String) throws -> String {
        let behaviour = try #require(page.range(of: "id=\"behaviour\"").map { page[$0.upperBound...] })
        let section = behaviour[..<(behaviour.range(of: "</section>")?.lowerBound ?? behaviour.endIndex)]
        let heading = "<summary>\(variant.name.htmlEscaped)</summary>"
        let start = try #require(section.range(of: heading), "no behaviour facts for \(variant.name)")
        let rest = section[start.upperBound...]
        let end = [rest.range(of: "<details class=\"variant-facts\""), rest.range(of: "<div class=\"prose\">")]
            .compactMap { $0?.lowerBound }.min() ?? rest.endIndex
        return HTMLRegion.normalized(HTMLRegion.decodeEntities(String(rest[..<end])
            .replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)))
    }

    private func scenes(_ component: ComponentSpec, _ variant: Variation) throws -> [Scene] {
        let devices = DeviceChoice(catalog: Fixture.catalog)
        var scenes: [Scene] = []
        for platform in component.platforms where component.refusals[platform] == nil {
            // The state the page reads its facts from: the first that shows the most numbered parts.
            let states = component.states(in: variant.id, on: platform)
            guard var state = states.first else { continue }
            if let probe = devices.compact(for: platform) {
                var most = -1
                for candidate in states {
                    let shown = try Fixture.engine.scene(for: SelectionRequest(
                        address: component.address, variant: variant.id, state: candidate.id, platform: platform,
                        device: probe.id, orientation: probe.naturalOrientation))
                        .parts.filter { $0.number != nil && $0.frame.width > 0 && $0.frame.height > 0 }.count
                    if shown > most { (most, state) = (shown, candidate) }
                }
            }
            for device in [devices.compact(for: platform), devices.regular(for: platform)].compactMap({ $0 }) {
                scenes.append(try Fixture.engine.scene(for: SelectionRequest(
                    address: component.address, variant: variant.id, state: state.id, platform: platform,
                    device: device.id, orientation: device.naturalOrientation)))
            }
        }
        return scenes
    }

    @Test(arguments: SiteBuildTests.componentAddresses)
    func behaviourStatementsMatchEachVariant(address: String) throws {
        let component = try #require(Fixture.catalog.component(at: address))
        let page = try built.page("\(address)/index.html")
        let hasFields = component.anatomy.allParts.contains { $0.kind == .field }
        for variant in component.variants {
            let text = try facts(of: variant, on: page)
            let scenes = try scenes(component, variant)
            #expect(!scenes.isEmpty)
            // Keyboard: only where a text field can have focus.
            let keyboardStates = component.states.contains { state in
                (state.variants?.contains(variant.id) ?? true) && state.rule.presentation?.keyboardVisible == true
            }
            #expect(text.contains("keyboard") == (hasFields && keyboardStates),
                    "\(address) \(variant.id): keyboard fact without a field, or missing")
            // The facts cover every state of the variant (issue #26: “Without scrim”): the other
            // states' scenes on the same devices count too, those a condition of the device brings and
            // the counter-examples drawn for a Don't aside.
            var everyState = scenes
            for scene in scenes {
                for state in component.states(in: variant.id, on: scene.screen.platform)
                where state.id != scene.state && state.trigger == nil && state.snapshot {
                    everyState.append(try Fixture.engine.scene(for: SelectionRequest(
                        address: component.address, variant: variant.id, state: state.id, platform: scene.screen.platform,
                        device: scene.screen.id, orientation: scene.screen.orientation)))
                }
            }
            // Modality: a scrim is claimed exactly for modal scenes that show the page behind.
            let dimmed = everyState.contains { $0.presentation.modal && $0.presentation.style != .fullScreen && $0.presentation.scrimOpacity > 0 }
            #expect(text.contains("a scrim at") == dimmed, "\(address) \(variant.id): scrim claim")
            #expect(text.contains("non-modal") == everyState.contains { !$0.presentation.modal },
                    "\(address) \(variant.id): non-modal claim")
            // Ways to close: every way of every scene is said, and no other way is; a way only a
            // state the device triggers adds (a close button while a screen reader runs) is said
            // with that condition.
            var said = Set(everyState.flatMap(\.presentation.dismissal))
            for scene in scenes {
                for extra in ClosingWays.triggered(scene, component: component,
                                                   defaults: Fixture.catalog.platforms[scene.screen.platform]?.presentation) {
                    said.insert(extra.method)
                    let phrase = "\(ClosingWays.words(extra.method, in: scene)) (only while \(extra.trigger.name(on: scene.screen.platform)) is on)"
                    #expect(text.contains(HTMLRegion.normalized(phrase)), "\(address) \(variant.id): '\(phrase)' missing")
                }
            }
            // Each way in the words its presentation gives it (a popover goes once people have used it).
            for method in DismissalMethod.allCases {
                let phrases = Set([BehaviourFacts.describeDismissal(method)] + scenes.map { ClosingWays.words(method, in: $0) })
                    .map(HTMLRegion.normalized)
                #expect(phrases.contains(where: text.contains) == said.contains(method),
                        "\(address) \(variant.id): '\(phrases)' \(said.contains(method) ? "missing" : "claimed but not specified")")
            }
        }
    }

    /// The pages that list rules (eBay's two) list each once per platform tab.
    @Test func noRuleIsListedTwiceOnAPlatformTab() throws {
        var listsChecked = 0
        for address in SiteBuildTests.componentAddresses {
            let page = try built.page("\(address)/index.html")
            for list in page.components(separatedBy: "<ul class=\"rules\">").dropFirst() {
                let items = list.components(separatedBy: "</ul>")[0].components(separatedBy: "<li").dropFirst()
                    .map { $0.components(separatedBy: "</li>")[0].drop { $0 != ">" }.dropFirst() }
                #expect(!items.isEmpty, "\(address): an empty rule list")
                #expect(Set(items).count == items.count, "\(address): \(items)")
                listsChecked += 1
            }
        }
        #expect(listsChecked >= 2, "rule lists are found (the markup may have changed)")
    }

    @Test func regularWidthVariantsArePicturedOnATablet() throws {
        let page = try built.page("sap-fiori/sheet/index.html")
        for variant in ["popover", "form-sheet"] {
            let cell = try #require(page.range(of: "pictures/sap-fiori/sheet/states/\(variant)/default.light@1x.png"))
            let image = page[cell.upperBound...].prefix(1_000)
            let alt = image.components(separatedBy: "alt=\"").dropFirst().first?.components(separatedBy: "\"").first ?? ""
            #expect(alt.contains("iPad"), "the \(variant) is drawn on an iPad: \(alt)")
        }
        let popover = try #require(built.pictureDiagramSize("sap-fiori/sheet/states/popover/default.light@1x.png"))
        #expect(popover.width > 300, "an iPad-sized thumbnail (an iPhone one is under 250 px)")
    }

    @Test func everyNumberInTheSpecsTableNamesWhereItComesFrom() throws {
        let page = try built.page("ebay-playbook/bottom-sheet/index.html")
        let table = page.components(separatedBy: "dims-table")[1].components(separatedBy: "</table>")[0]
        let rows = table.components(separatedBy: "<tr id=").dropFirst()
        #expect(rows.count >= 18, "iOS and Android rows")
        for row in rows {
            // A tag (with its meaning as its tooltip) for a sourced number, the words for one no token states.
            #expect(row.contains("class=\"tag tag-") || row.contains("evidence-words"), "every row says how sure the number is")
            #expect(row.contains("data-origin=\""), "every row says where its number comes from")
        }
        #expect(table.contains("Stated in the guideline this page documents"))
        #expect(table.contains("SpecSheet’s own choice") || table.contains("Measured by the community"))
        #expect(table.contains("eBay Playbook Bottom sheet v3.1"))
    }

    @Test func disagreementsBetweenSourcesAreShown() throws {
        let page = try built.page("orange-ods/bottom-sheet/index.html")
        let section = try #require(page.components(separatedBy: "id=\"disagreements\"").dropFirst().first)
        let list = section.components(separatedBy: "</ul>\n")[0]
        #expect(list.contains("97.5 %") && list.contains("90 %"), "both claims are on the page")
        #expect(list.contains("SpecSheet follows the code"))
        #expect(list.contains("ods-ios BottomSheet source"), "each claim names its source")
    }

    @Test(arguments: SiteBuildTests.componentAddresses)
    func everyPageHasASourcesSection(address: String) throws {
        let document = HTMLDocument(try built.page("\(address)/index.html"))
        #expect(document.ids.contains("sources"))
        let component = try #require(Fixture.catalog.component(at: address))
        #expect(document.ids.contains("source-coverage") == (component.coverage != nil),
                "\(address) shows how it covers its source")
    }

    @Test func comparisonComparesPresentationTypesWithSources() throws {
        let page = try built.page("compare/index.html")
        for id in ["type-bottom-sheet", "type-form-sheet", "type-popover", "type-full-screen"] {
            #expect(page.contains("id=\"\(id)\""), "a table for \(id)")
        }
        #expect(page.contains("not specified"))
        #expect(page.contains("class=\"cell-source\""))
    }

    @Test func internalWordingNeverReachesReaders() throws {
        for address in SiteBuildTests.componentAddresses {
            let page = try built.page("\(address)/index.html")
            for phrase in ["layout engine", "project's own legend", "the project’s own legend", "the project's legend"] {
                #expect(!page.contains(phrase), "\(address) says '\(phrase)'")
            }
        }
    }

    @Test func aCatalogOfOneSystemBuildsWithNoFlagsAndNamesNoOtherSystem() throws {
        let project = try SiteFixture.copyOfProject(systems: ["orange-ods"])
        // No Templates beside the specs: the tool's built-in templates are enough.
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Templates"))
        let result = try SiteFixture.build(project)
        #expect(result.status == 0, "\(result.stderr)")
        for path in ["index.html", "orange-ods/bottom-sheet/index.html", "compare/index.html"] {
            let page = try String(contentsOf: project.url.appendingPathComponent("site/\(path)"), encoding: .utf8)
            // The other systems of the catalog, by name and by link. (Apple's platform documents,
            // "Apple Human Interface Guidelines Sheets" and the like, are sources, not a system.)
            for other in ["eBay Playbook", "SAP Fiori", "apple-hig/", "ebay-playbook/", "sap-fiori/"] {
                #expect(!page.contains(other), "\(path) names \(other)")
            }
            #expect(page.range(of: "Apple Human Interface Guidelines(?! [A-Z])", options: .regularExpression) == nil,
                    "\(path) names the Apple HIG system")
        }
        let home = try String(contentsOf: project.url.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(home.contains("one design system, Orange Design System (iOS)"))
    }
}

extension SiteFixture.Built {
    /// The size in pixels a PNG of the site declares (its IHDR).
    func pictureDiagramSize(_ path: String) -> (width: Int, height: Int)? {
        guard let data = try? Data(contentsOf: site.appendingPathComponent("pictures/\(path)")), data.count > 24 else { return nil }
        let bytes = [UInt8](data)
        func int(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }
}
