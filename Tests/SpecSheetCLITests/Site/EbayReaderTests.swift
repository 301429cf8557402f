import Foundation
@testable import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26, the fifth fresh reader, on eBay's two pages: whose each value is (the guideline's,
/// eBay Skin's web tokens carried over, SpecSheet's), counter-examples kept apart from states,
/// pictures and their words that say what is drawn, and notes that hold wherever they are shown.
/// Where a finding is a class, the test runs over every page of the catalog.
@Suite("A fifth reader's findings: eBay pages")
struct EbayReaderTests: CatalogPageReading {
    let built = SiteFixture.catalogSite


    // MARK: Whose value

    /// 1, 4: the sheet is the elevated surface Evo names (white, and #191919 in the dark theme, so
    /// that it stands off a dark page), and every colour whose dark value evo-dark.css defines
    /// credits that file, which Sources lists.
    @Test func darkValuesCiteTheirOwnDocument() throws {
        for address in ["ebay-playbook/bottom-sheet", "ebay-playbook/sheet"] {
            let html = try page(address)
            let container = try section("properties", of: html)
            #expect(container.contains("--color-<wbr>background-<wbr>elevated"), "\(address)")
            #expect(container.contains("#FFFFFF / #191919 (dark)"), "\(address)")
            let cells = html.matches(of: /<td class="value-cell"[^>]*>(.*?)<\/td>/.dotMatchesNewlines()).map { String($0.output.1) }
            let colours = cells.filter { $0.contains("(dark)") && $0.contains("evo-light.css") }
            #expect(!colours.isEmpty, "\(address)")
            for cell in colours {
                #expect(cell.contains("dark: <a href=\"https://github.com/eBay/skin/blob/HEAD/src/tokens/evo-dark.css\""), "\(address): \(cell)")
            }
            #expect(text(try section("sources", of: html)).contains("ebay skin evo-dark.css (evo dark theme tokens) — cited for numbers"),
                    "\(address)")
        }
    }

    /// 2: eBay's scrim is Evo's token in both themes (32 %, 64 % dark), drawn so, and the page says
    /// that carrying a web token to the native apps is SpecSheet's choice; never UIKit's default.
    @Test func scrimIsEvosTokenInBothThemes() throws {
        for address in ["ebay-playbook/bottom-sheet", "ebay-playbook/sheet"] {
            let words = text(try section("behaviour", of: try page(address)))
            #expect(words.contains("a scrim at 32 % (64 % in the dark theme) dims the page"), "\(address)")
            #expect(words.contains("carrying that web token into the native apps is specsheet's choice"), "\(address)")
            #expect(!words.contains("uikit’s default") && !words.contains("material 3’s default"), "\(address)")
            let properties = text(try section("properties", of: try page(address)))
            #expect(properties.contains("scrim opacity in the dark theme"), "\(address)")
            for platform in [Platform.ios, .android] {
                for (theme, opacity) in [(Theme.light, 0.32), (.dark, 0.64)] {
                    let scene = try Fixture.engine.scene(for: SelectionRequest(address: address, platform: platform, theme: theme))
                    #expect(scene.presentation.scrimOpacity == opacity, "\(address) \(platform) \(theme)")
                }
            }
        }
    }

    /// 5 (the class): a token said per platform says "SpecSheet's reading" on every platform whose
    /// branch gives the same number from the same source, or on none: where the guideline's number
    /// is measured from is as much a reading on iOS as on Android.
    @Test func aReadingIsSaidOnEveryPlatformOrNone() throws {
        var checked = 0
        for component in Fixture.catalog.components {
            for (name, definition) in component.tokens {
                guard case .perPlatform(let branches) = definition.entry.value else { continue }
                let sourced = branches.values.filter { $0.provenance?.tag != .ours }
                let keys = Set(sourced.map { "\($0.value)|\($0.provenance?.source ?? "")" })
                guard sourced.count > 1, keys.count == 1 else { continue }
                let readings = Set(sourced.map { $0.provenance?.note?.contains("SpecSheet's reading") ?? false })
                #expect(readings.count == 1, "\(component.address) \(name)")
                checked += 1
            }
        }
        #expect(checked > 0)
    }

    /// 6: where eBay Skin's drawer gives a number the sheet uses, the page cites it; where the page
    /// keeps its own instead, it never says the sources are silent, and says what Skin gives.
    @Test func skinsDrawerNumbersAreUsedOrSaidWhyNot() throws {
        let html = try page("ebay-playbook/bottom-sheet")
        let properties = try section("properties", of: html)
        #expect(properties.contains("eBay Skin drawer-dialog.scss › .drawer-dialog__footer padding"))
        #expect(properties.contains("eBay Skin _dialog-mixins.scss › dialog-header-content"))
        let gap = try #require(properties.matches(of: /<tr><th scope="row" class="token-cell"[^>]*>gap<\/th>(.*?)<\/tr>/.dotMatchesNewlines())
            .first { $0.output.1.contains("32 px above its footer buttons") })
        #expect(!gap.output.1.contains("sources are silent"), "\(gap.output.1)")
        let words = text(try section("behaviour", of: html))
        #expect(words.contains("24 × 2 px handle and 16 px corners"))
        // The class: a choice with a conflict on record is never one where the sources are silent.
        let citation = Citation(Provenance(tag: .ours, conflict: "Another source gives 32."), sources: [:])
        #expect(!citation.evidence.contains("silent") && citation.evidence.contains("Another source gives 32."))
    }

    /// 4 (the class): a value taken from a document written for another platform (eBay Skin, a web
    /// library, on iOS and Android) is said to be carried over by SpecSheet's choice, never the
    /// design system's own value.
    @Test func webValuesAreSaidToBeCarriedOver() throws {
        for component in Fixture.catalog.components {
            let rows = LookSummary(catalog: Fixture.catalog, component: component).rows()
            let sources = Fixture.catalog.system(id: component.system)?.sources ?? [:]
            let webOnly = sources.values.filter { $0.platforms == [.web] }.map(\.title)
            for row in rows {
                let value = row.value ?? ""
                for sentence in value.components(separatedBy: ". ") where webOnly.contains(where: sentence.contains) {
                    #expect(sentence.contains("carried over by SpecSheet’s choice") && !sentence.contains("own values"),
                            "\(component.address) \(row.label): \(sentence)")
                }
            }
        }
    }

    // MARK: What the page says of the source

    /// 7, 11, 12, 18: the page says the source's own contradiction, that the sheet can open at
    /// full height, where a long list falls, and that the close button *can* lead.
    @Test func theSourceIsToldAsItIs() throws {
        let bottom = text(try page("ebay-playbook/bottom-sheet"))
        #expect(bottom.contains("captioned as android's full-screen overlay, though that picture's own description calls it an ios sheet"))
        #expect(!bottom.contains("left out: specsheet does not draw ios's modal stack"))
        #expect(bottom.contains("or at full height; content that scrolls takes a part-way sheet to full height"))
        #expect(bottom.contains("specsheet reads the line as the order"))
        let sheet = text(try page("ebay-playbook/sheet"))
        #expect(sheet.contains("close can lead and the action trails") && !sheet.contains("close leads and the action trails"))
        #expect(!sheet.contains("specsheet's choice; the guideline is silent"))
    }

    // MARK: Counter-examples

    /// 14 (the class, every page): a state drawn for a "Don't" picture is a counter-example, never
    /// one of the guideline's states: not in Variants and states, not in the explorer's menus, not
    /// in the audit; its picture and its origin say it is a counter-example.
    @Test func counterExamplesAreNeverStates() throws {
        var seen = 0
        for address in SiteFixture.catalogPages {
            let component = try #require(Fixture.catalog.component(at: address))
            let html = try page(address)
            let gallery = try section("variants", of: html)
            let audit = try section("accessibility", of: html)
            let explorer = try #require(html.firstMatch(of: /<script type="application\/json" id="explorer-data">(.*?)<\/script>/.dotMatchesNewlines()))
            for state in component.states where state.isCounterExample {
                seen += 1
                let escaped = state.name.replacingOccurrences(of: "'", with: "&#39;")
                for name in [state.name, escaped] {
                    #expect(!gallery.contains(name) && !audit.contains(name), "\(address): \(state.name)")
                }
                #expect(!explorer.output.1.contains("\"\(state.id)\""), "\(address): \(state.id) in the explorer")
                #expect(html.contains("the counter-example “\(state.counterExampleName)”")
                        || html.contains("the counter-example &#8220;"), "\(address): \(state.id)")
            }
            #expect(!text(audit).contains("in every state but “don't"), "\(address)")
            for (src, alt) in alts(html) where src.contains("/practices/") && src.contains("-dont.") && alt.hasPrefix("The ") {
                // A Don't picture of a plain state (the stacked sheet, the dimmed map) is no counter-example state.
                #expect(!alt.lowercased().contains("don't:"), "\(address): \(alt)")
            }
        }
        #expect(seen >= 10)
    }

    /// 19 (the class, every page): every state the page names anywhere is drawn under Variants and
    /// states, those of another platform only (Android's TalkBack states) on that platform.
    @Test func everyStateIsInTheGallery() throws {
        for address in SiteFixture.catalogPages {
            let component = try #require(Fixture.catalog.component(at: address))
            let gallery = HTMLRegion.decodeEntities(try section("variants", of: try page(address)))
            for variant in component.variants {
                for platform in component.offeredPlatforms where variant.platforms?.contains(platform) ?? true {
                    for state in component.designStates(in: variant.id, on: platform) {
                        #expect(gallery.contains("<span class=\"state-name\">\(state.name)"), "\(address): \(state.name)")
                    }
                }
            }
        }
    }

    // MARK: Pictures and their words

    /// 9, 10, 21: every Do and Don't on every page has its picture; eBay's stacking Don't shows a
    /// 30 % sheet in front of a 50 % one, as the guideline's own picture does; the map Don't dims a
    /// map; no Do picture carries a note about how it is drawn that reads as advice.
    @Test func everyPracticeHasItsPicture() throws {
        for address in SiteFixture.catalogPages {
            let html = try page(address)
            for practice in html.components(separatedBy: "<div class=\"practice practice-").dropFirst() {
                #expect(!practice.hasPrefix("do\"") || !practice.contains("class=\"drawing-note\""), "\(address)")
                #expect(!practice.contains("<div class=\"practice-media\"></div>"), "\(address): \(practice.prefix(200))")
            }
        }
        let bottom = alts(try page("ebay-playbook/bottom-sheet"))
        let stacked = try #require(bottom.first { $0.src.contains("practices/1-dont.light") })
        #expect(stacked.alt.contains("opened at 30\u{00A0}% of the screen on top of a second copy of the same sheet at 50\u{00A0}% of the screen"),
                "\(stacked.alt)")
        let map = try #require(bottom.first { $0.src.contains("practices/2-dont.light") })
        #expect(map.alt.contains("Modal") && map.alt.contains("over a dimmed map"), "\(map.alt)")
    }

    /// 15, 24 (the class, every page): alternative text lists what the picture draws: every part
    /// that draws something (the search field with the keyboard up, the check mark and the
    /// leading close button, the hero image), never a group that only holds others (a toolbar
    /// that holds a title alone is said as the title).
    @Test func altTextNamesWhatIsDrawn() throws {
        for address in SiteFixture.catalogPages {
            let component = try #require(Fixture.catalog.component(at: address))
            let groups = Set(component.anatomy.allParts.filter { $0.kind.isContainer }.map { ReaderWords.inSentence($0.name) })
            for (src, alt) in alts(try page(address)) {
                guard let showing = alt.range(of: " showing ") else { continue }
                let listed = alt[showing.upperBound...].split(separator: ".").first.map(String.init) ?? ""
                for item in listed.components(separatedBy: ", ") {
                    #expect(!groups.contains(item), "\(address) \(src): “\(item)” is a group, in: \(alt)")
                }
            }
        }
        let bottom = alts(try page("ebay-playbook/bottom-sheet"))
        #expect(bottom.filter { $0.src.contains("keyboard-up") }.allSatisfy { $0.alt.contains("search field “Search”") })
        let sheet = alts(try page("ebay-playbook/sheet"))
        let confirm = try #require(sheet.first { $0.src.contains("states/focus/confirm.light") })
        #expect(confirm.alt.contains("close button (leading) with an ×, title “Your sizes”, confirm (iOS) with a check mark"), "\(confirm.alt)")
        // Each type shows the guideline's own example of it: sizes on a focus sheet (its clothing
        // preferences), filters on a context sheet (its list filters).
        let context = try #require(sheet.first { $0.src.contains("states/context/confirm.light") })
        #expect(context.alt.contains("title “Filters”"), "\(context.alt)")
        let image = try #require(sheet.first { $0.src.contains("states/focus/toolbar-hidden.light") })
        #expect(image.alt.contains("see-through toolbar over a full-bleed image") && image.alt.contains("full-bleed image,"), "\(image.alt)")
        let android = try #require(sheet.first { $0.src.contains("platforms/pixel-8.light") })
        let shown = try #require(android.alt.components(separatedBy: " showing ").last)
        #expect(shown == "title “Your sizes”, content.", "\(android.alt)")
        let gallery = try section("variants", of: try page("ebay-playbook/sheet"))
        #expect(!gallery.contains("Toolbar switched off"))
    }

    // MARK: Notes that hold where they are shown

    /// 16 (the class): a number that follows from others (the toolbar's height) is measured on each
    /// platform's drawing, never claimed as a sum in a token's note shown beside every platform.
    @Test func derivedNumbersAreMeasuredNotClaimed() throws {
        for component in Fixture.catalog.components {
            for (name, definition) in component.tokens {
                let entries = [definition.entry] + Platform.allCases.compactMap { definition.entry.branch(for: $0) }
                for note in entries.compactMap(\.provenance?.note) {
                    #expect(note.firstMatch(of: /\d+[- ]high\b/) == nil, "\(component.address) \(name): \(note)")
                }
            }
        }
        let html = try page("ebay-playbook/sheet")
        for (anchor, value) in [("spec-ios-toolbar-height", "56 pt"), ("spec-android-toolbar-height", "52 dp")] {
            let start = try #require(html.range(of: "id=\"\(anchor)\""))
            #expect(html[start.upperBound...].prefix(400).contains(value), "\(anchor)")
        }
    }

    /// 17 (the class): a picture of a screen where how the sheet is presented is SpecSheet's
    /// reading says so under it (eBay's Sheets on iPad); the rule says the stand-in is not how the
    /// native sheets lay out.
    @Test func aStandInPictureSaysSo() throws {
        let platforms = try section("platforms", of: try page("ebay-playbook/sheet"))
        let iPad = try #require(platforms.components(separatedBy: "<li").first { $0.contains("platforms/ipad-10.light") })
        #expect(text(iPad).contains("is specsheet's reading, not the guideline's"), "\(iPad)")
        let iPhone = try #require(platforms.components(separatedBy: "<li").first { $0.contains("platforms/iphone-15.light") })
        #expect(!iPhone.contains("drawing-note"))
        #expect(!text(platforms).contains("stand-in, as the native form sheet"))
    }

    /// 22: the Android confirm button grows with its label as eBay Skin's does (its padding and
    /// least size are Skin's), so the largest text no longer cuts it off.
    @Test func theConfirmButtonGrowsWithItsLabel() throws {
        let html = try page("ebay-playbook/sheet")
        let audit = text(try section("accessibility", of: html))
        #expect(!audit.contains("confirm (android): largest text cut off"))
        let properties = try section("properties", of: html)
        #expect(properties.contains("$button-<wbr>padding-<wbr>vertical") && properties.contains("9.5 dp"))
    }

    /// 26 (the class, every page): what scrolls is said as the part, never "Content scrolls when
    /// its content…".
    @Test func scrollingSaysWhatScrolls() throws {
        for address in SiteFixture.catalogPages {
            #expect(!text(try page(address)).contains("scrolls when its content"), "\(address)")
        }
        #expect(text(try page("ebay-playbook/sheet")).contains("the content scrolls once what it holds is taller than the room the sheet gives it"))
    }
}
