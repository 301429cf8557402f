import Foundation
import SpecSheetCLI
@testable import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26, the fifth fresh reader (Orange's bottom sheet, Apple's action sheet): a "Don't"
/// picture that shows its fault, one provenance for one value, parts called by their page's names,
/// one number for one part, and what a page claims of its own tables, code and pictures.
@Suite("A fifth reader's findings: Orange and Apple pages")
struct OrangeAppleReaderTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    private func picture(_ path: String) throws -> Data {
        try Data(contentsOf: built.site.appendingPathComponent("pictures/" + path))
    }

    // MARK: A "Don't" shows its fault

    /// No counter-example's picture is the picture of another state (Orange's folded expanding
    /// sheet once was its plain "Small" state, SAP's blocking filters its plain "Default"), and no
    /// "Don't" of the best practices shows a picture of a plain state: each draws its own scene.
    @Test func everyDontPictureDiffersFromEveryOtherStatesPicture() throws {
        var checked = 0
        for component in Fixture.catalog.components {
            let folder = "\(component.address)/states"
            // Counter-examples are drawn only where a practice shows them, never among the states.
            var plain: [String: Data] = [:]
            for variant in component.variants {
                for state in component.states where state.variants?.contains(variant.id) ?? true {
                    let path = "\(folder)/\(variant.id)/\(state.id).light@2x.png"
                    if let data = try? picture(path) { plain[path] = data }
                }
            }
            for index in 1...12 {
                guard let dont = try? picture("\(component.address)/practices/\(index)-dont.light@2x.png") else { continue }
                for (other, otherData) in plain { #expect(dont != otherData, "\(component.address) Don't \(index) is \(other)") }
                checked += 1
            }
        }
        #expect(checked >= 12)  // every Don't with a picture across the catalog's five pages
    }

    /// Orange's long list at medium is said as drawn: on iPhone 15 seven of its sixteen rows fit,
    /// whole, and nine do not show at all (no row is drawn cut, so none is said to be).
    @Test func orangesLongListAtMediumIsSaidAsDrawn() throws {
        let scene = try Fixture.engine.scene(for: SelectionRequest(address: "orange-ods/bottom-sheet", variant: "expanding",
                                                                     state: "medium-cut-off", device: "iphone-15"))
        let content = try #require(scene.part("content"))
        let whole = content.rows.filter { $0.maxY <= content.frame.maxY + 0.5 }
        #expect(content.rows.count == 16 && whole.count == 7, "\(whole.count) of \(content.rows.count)")
        let page = text(try built.page("orange-ods/bottom-sheet/index.html"))
        #expect(page.contains("of the sixteen recipes here, only the first seven fit on iphone 15"))
        #expect(page.contains("nine more follow"))
        #expect(!page.contains("simply cut off"))
    }

    // MARK: One provenance for one value

    /// A colour the platform names (UIKit's label, separator, systemBackground) carries one
    /// evidence tag wherever its value is used: a system's or component's colour of the same
    /// light and dark values is tagged as the platform's, unless it is SpecSheet's own choice or a
    /// colour of another name (a palette of the system's own).
    @Test func aPlatformsNamedColourHasOneProvenanceEverywhere() throws {
        let catalog = Fixture.catalog
        var checked = 0
        for (platform, rules) in catalog.platforms {
            for definition in rules.tokens.values {
                guard case .color(let light, let dark) = definition.entry.value, let provenance = definition.entry.provenance,
                      let name = provenance.sourceName else { continue }
                for component in catalog.components where component.platforms.contains(platform) {
                    let scope = catalog.tokenScope(for: component, platform: platform)
                    let own = (catalog.system(id: component.system)?.tokens.keys.map { $0 } ?? []) + component.tokens.keys
                    for token in own {
                        guard let resolved = try? scope.resolve(token), case .color(let l, let d) = resolved.value,
                              l == light, d == dark, let other = resolved.provenance, other.tag != .ours,
                              other.sourceName == nil || other.sourceName == name else { continue }
                        #expect(other.tag == provenance.tag,
                                "\(component.address) \(token) is \(other.tag.rawValue), \(definition.name) (\(name)) is \(provenance.tag.rawValue)")
                        checked += 1
                    }
                }
            }
        }
        // Apple's page once had its own community separator beside the platform's "official" one.
        let apple = try built.page("apple-hig/action-sheet/index.html")
        let orange = try built.page("orange-ods/bottom-sheet/index.html")
        func tags(of name: String, in page: String) -> Set<String> {
            let pattern = try! Regex("<span class=\"tag tag-[a-z]+\" title=\"[^\"]*\">([^<]*)</span> <span class=\"token-line source-token\"><code>"
                                     + name + "</code>")
            let unbroken = page.replacingOccurrences(of: "<wbr>", with: "")
            return Set(unbroken.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) })
        }
        for name in ["separator", "label", "secondaryLabel"] {
            let all = tags(of: name, in: apple).union(tags(of: name, in: orange))
            #expect(all.count <= 1, "\(name): \(all)")
        }
        #expect(tags(of: "separator", in: apple) == tags(of: "separator", in: orange))
        #expect(!text(orange).contains("as apple's colour guidelines give them"))
        #expect(!tags(of: "separator", in: apple).isEmpty)
    }

    /// The library's picks of UIKit's colours (Orange's header in systemGray6, its content in
    /// systemBackground) are said to be the platform's colours, never the design system's own values.
    @Test func aLibrarysPickOfThePlatformsColourIsThePlatforms() throws {
        let component = try #require(Fixture.catalog.component(at: "orange-ods/bottom-sheet"))
        let colours = try #require(LookSummary(catalog: Fixture.catalog, component: component).rows().first { $0.label == "Colours" })
        // Each is cited to Apple, who names both (sixth reading): systemGray6's values Apple
        // publishes, systemBackground's the community measures; the summary and the tags agree.
        // Orange's code picks both (eighth reading): the platform's colours by Orange's choice,
        // never "the platform's defaults", which the library leaves in place.
        #expect(colours.value?.contains("The platform’s own colours, which Orange Design System (iOS) picks rather than giving values "
                                        + "of its own: container fill in “Standard” (its values as the community measures them) and header area fill.") == true, "\(colours.value ?? "")")
        #expect(colours.value?.contains("The platform’s defaults: header area fill.") == false, "\(colours.value ?? "")")
        for name in ["color.header", "color.content"] {
            let source = component.tokens[name]?.entry.provenance?.source
            #expect(source == "apple-hig-color" || source == "apple-uikit-element-colors", "\(name): \(source ?? "")")
        }
        #expect(colours.value?.contains("’s own values") == false, "\(colours.value ?? "")")
        // SAP's own palette colour named like UIKit's (its separator) stays SAP's.
        let sap = try #require(Fixture.catalog.component(at: "sap-fiori/sheet"))
        let sapColours = try #require(LookSummary(catalog: Fixture.catalog, component: sap).rows().first { $0.label == "Colours" })
        #expect(sapColours.value?.contains("SAP Fiori for iOS’s own values") == true)
        #expect(sapColours.value?.contains("separator fill") == true)
        #expect(sapColours.value?.contains("picks") == false)
    }

    // MARK: The page's own words for its parts

    /// Properties heads show a part's number and name only, never the model's kind ("Grabber drag
    /// handle", "Divider divider"), and the section's introduction names only the kinds of source
    /// names its rows cite: no CSS on an iOS-only page.
    @Test func propertiesSayWhatThePageShows() throws {
        for component in Fixture.catalog.components {
            let page = try built.page("\(component.address)/index.html")
            #expect(!page.contains("class=\"kind\""), "\(component.address)")
            let intro = try #require(page.firstMatch(of: /<p class="section-intro" data-origin="page:properties">([^<]*)<\/p>/))
            let words = String(intro.output.1)
            #expect(words.contains("a CSS custom property") == page.contains("<code>--"), "\(component.address): \(words)")
            if component.offeredPlatforms == [.ios] {
                #expect(words.contains("on iOS") && !words.contains("CSS"), "\(component.address): \(words)")
            }
            #expect(!words.contains("copy either"))
        }
    }

    /// The audit's introduction names the parts people must see as the page names them (Orange's
    /// grabber, SAP's drag indicator), with "it" for one; its tables say they show one state per
    /// variant, the other states being checked as well.
    @Test func theAuditNamesPartsAsThePageDoes() throws {
        let orange = text(try built.page("orange-ods/bottom-sheet/index.html"))
        #expect(orange.contains("the grabber against what is next to it (3:1)"))
        #expect(!orange.contains("the drag handle against"))
        let sap = text(try built.page("sap-fiori/sheet/index.html"))
        #expect(sap.contains("the drag indicator against what is next to it (3:1)"))
        #expect(orange.contains("the tables give the figures of one state per variant, “standard, closed” and “expanding, large”. "
                                + "the other states are checked the same way"))
    }

    /// A targets picture numbers each target with its part's anatomy number; a target the anatomy
    /// leaves unnumbered takes a number after the anatomy's last, so one number is one part.
    @Test func targetsKeepTheirAnatomyNumbers() throws {
        var checked = 0
        for component in Fixture.catalog.components {
            let page = try built.page("\(component.address)/index.html")
            // Two parts may share a name (Apple's two actions): a name stands for each of its numbers.
            var numbers: [String: Set<Int>] = [:]
            for part in component.anatomy.allParts { if let number = part.number { numbers[part.name, default: []].insert(number) } }
            let highest = numbers.values.flatMap { $0 }.max() ?? 0
            for match in page.matches(of: /alt="Touch targets of [^"]*?: ((?:\d+ [^;"]+(?:; )?)+)\."/) {
                for item in match.output.1.split(separator: ";") {
                    let words = item.trimmingCharacters(in: .whitespaces)
                    guard let space = words.firstIndex(of: " "), let number = Int(words[..<space]),
                          let colon = words.range(of: ": ") else { continue }
                    var name = String(words[words.index(after: space)..<colon.lowerBound])
                    if name.hasSuffix(", a row") { name = String(name.dropLast(7)) }
                    if let own = numbers[name] {
                        #expect(own.contains(number), "\(component.address): \(name) is \(own) in the anatomy, \(number) among the targets")
                    } else {
                        #expect(number > highest, "\(component.address): \(name) takes \(number), an anatomy number")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 0)
        // Orange's only control is in its anatomy.
        let orange = try #require(Fixture.catalog.component(at: "orange-ods/bottom-sheet"))
        #expect(orange.anatomy.allParts.first { $0.id == "header-area" }?.number == 1)
    }

    // MARK: Apple's page

    /// The iPad pictures are drawn: the header and the Behaviour's platforms name iPadOS, which the
    /// guideline lists apart; the popover's height is said beside the iPhone's.
    @Test func applesIPadIsDrawnAndItsHeightSaid() throws {
        let page = text(try built.page("apple-hig/action-sheet/index.html"))
        #expect(page.contains("ios, ipados, macos, tvos, watchos (drawn: ios and ipados)"))
        #expect(page.contains("specsheet draws it on ios and ipados only"))
        #expect(!page.contains("(drawn: ios)"))
        #expect(page.contains("ipad (10th generation) (regular width): as tall as what it shows")
                && page.contains("as far as the room past its arrow allows"))
        // A container that draws nothing is transparent, not black.
        #expect(page.contains("transparent") && !page.contains("#00000000"))
        // One number for one space: the header's top and bottom padding each their own row.
        #expect(page.contains("space above the title") && page.contains("space below the message"))
        #expect(!page.contains("header top padding"))
        // Who measured secondaryLabel.
        #expect(page.contains("the community's figure, as developers read it from uikit at run time"))
    }

    /// "Keep Cancel for backing out" shows its advice: the draft of the Don't beside it, on the
    /// same device, with saving it as an action and Cancel kept; the drawing's own choices are
    /// said to be SpecSheet's.
    @Test func applesCancelPairShowsItsAdvice() throws {
        let html = try built.page("apple-hig/action-sheet/index.html")
        let doAlt = try #require(html.firstMatch(of: /practices\/2-do\.light@1x\.png"[^>]*? alt="([^"]*)"/)?.output.1)
        let dontAlt = try #require(html.firstMatch(of: /practices\/2-dont\.light@1x\.png"[^>]*? alt="([^"]*)"/)?.output.1)
        #expect(doAlt.contains("“Delete Draft”") && doAlt.contains("action “Save Draft”") && doAlt.contains("cancel button “Cancel”"))
        #expect(doAlt.contains("on iPhone 15") && dontAlt.contains("on iPhone 15"))
        let page = text(html)
        #expect(page.contains("setting cancel on a surface of its own is specsheet's drawing"))
        #expect(!page.contains("it sits apart at the bottom and does nothing but close the sheet"))
    }

    /// The code tab has a sample for each variant the design system presents with its own call
    /// (Orange's expanding type), declares no close action nothing uses, calls the grabber by its
    /// name, and points Apple's popover at the trigger its iPad pictures draw.
    @Test func codeSamplesMatchThePage() throws {
        let orange = try built.page("orange-ods/bottom-sheet/index.html")
        #expect(orange.contains(".odsBottomSheetStandard(isOpen:") && orange.contains(".odsBottomSheetExpanding(title:"))
        #expect(orange.contains("id=\"code-ios-swiftui-expanding\""))
        #expect(!orange.contains("var close: () -&gt; Void") && !orange.contains("var close: () -> Void"))
        #expect(orange.contains("grabber width: 55 pt") && !orange.contains("drag handle width"))
        #expect(orange.contains("less the hairlines the pictures draw between rows"))
        let apple = try built.page("apple-hig/action-sheet/index.html")
        #expect(apple.contains("presenter.view.bounds.width * 0.9 - 22, y: presenter.view.safeAreaInsets.top + 8, width: 44, height: 44"))
        #expect(!apple.contains("the bottom centre of the presenter"))
    }

    // MARK: Orange's page

    /// What each of Orange's numbers separates is said: the header's 4 pt is the optional icon's,
    /// the titles sit with no space between them; the shadow is the header's, in systemGray; and
    /// "no system gap" is said in words.
    @Test func orangesNumbersSayWhatTheyAreFor() throws {
        let html = try built.page("orange-ods/bottom-sheet/index.html")
        let header = try #require(html.range(of: "id=\"part-header\"")).upperBound
        let titles = try #require(html.range(of: "id=\"part-titles\"")).lowerBound
        let headerPart = String(html[header..<titles])
        #expect(text(headerPart).contains("4 pt (odsspacing.xs) from them"))
        #expect(!headerPart.contains(">gap</th>"), "the header's gap is its optional icon's")
        let page = text(html)
        #expect(page.contains("one right under the other with no space between them"))
        #expect(page.contains("a 4 pt shadow in uikit's systemgray"))
        #expect(!page.contains("no system gap"))
        // The hairlines the pictures draw between rows are listed with the content.
        #expect(page.contains("4 sample rows (16 at “large”), with a hairline between two rows (specsheet's drawing)"))
    }

    // MARK: Sixth reading

    /// A signature the page gives in two places is the same in both (Orange's Overview gave
    /// `odsBottomSheetStandard(isOpen:title:content:)`, its coverage list `(isOpen:title:)`).
    @Test func aSignatureReadsTheSameEverywhereOnAPage() throws {
        for address in ["orange-ods/bottom-sheet", "apple-hig/action-sheet"] {
            let page = text(try built.page("\(address)/index.html"))
            let pattern = try Regex("[a-z][a-z0-9]*\\((?:[a-z0-9]+:)+\\)")
            var byName: [String: Set<String>] = [:]
            for match in page.matches(of: pattern) {
                let signature = String(page[match.range])
                byName[String(signature.prefix { $0 != "(" }), default: []].insert(signature)
            }
            if address.hasPrefix("orange") { #expect(!byName.isEmpty) }
            for (name, forms) in byName { #expect(forms.count == 1, "\(address): \(name) as \(forms)") }
        }
    }

    /// "SpecSheet's reading" labels SpecSheet's readings only: a figure the community measured is
    /// said as such, outside the label (Apple's iPhone scrim opacity was labelled SpecSheet's reading).
    @Test func aCommunityFigureIsNoReadingOfSpecSheets() throws {
        for component in Fixture.catalog.components {
            let page = text(try built.page("\(component.address)/index.html"))
            for platform in ["ios", "android", "web"] {
                #expect(!page.contains("specsheet’s reading: no \(platform) vendor publishes"), "\(component.address) \(platform)")
            }
        }
        let apple = text(try built.page("apple-hig/action-sheet/index.html"))
        #expect(apple.contains("no ios vendor publishes the scrim"), "the community figure is still said")
    }

    /// Orange's large size leaves the page in view above it, said one way everywhere (the
    /// Guidelines once said "this one doesn't" and then described the strip), counting the top
    /// safe area as well as the 2.5 %.
    @Test func orangesLargeSizeStripIsSaidOneWay() throws {
        let orange = text(try built.page("orange-ods/bottom-sheet/index.html"))
        #expect(orange.contains("about 79 pt of the page stays in view above the sheet on iphone 15: the top safe area, then the 2.5 %"), "\(orange.prefix(200))")
        #expect(!orange.contains("this one doesn't"))
        #expect(!orange.contains("a uikit sheet at its tallest"))
    }
}
