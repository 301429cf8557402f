import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26, item 5: each system in its own look where its sources give it, and the page says
/// which values are the system's and which are the platforms' defaults.
@Suite("Whose look")
struct LookSummaryTests {
    private func rows(_ address: String) throws -> [String: String] {
        let component = try #require(Fixture.catalog.component(at: address))
        let rows = LookSummary(catalog: Fixture.catalog, component: component).rows()
        return Dictionary(uniqueKeysWithValues: rows.map { ($0.label, $0.value ?? "") })
    }

    /// eBay's colours and button shapes come from eBay Skin's tokens, written for the web and
    /// carried to the native apps by SpecSheet's choice (never "eBay Playbook's own values": the
    /// guideline gives none), each theme from its own file; its type stays the platforms'.
    @Test func eBayWearsItsOwnColoursAndShapes() throws {
        let look = try rows("ebay-playbook/bottom-sheet")
        let colours = try #require(look["Colours"])
        #expect(colours.hasPrefix("Values written for the web, carried over by SpecSheet’s choice, from eBay Skin evo-light.css "
                                  + "(Evo light theme tokens) and eBay Skin evo-dark.css (Evo dark theme tokens)"), "\(colours)")
        #expect(!colours.contains("own values"), "\(colours)")
        #expect(colours.components(separatedBy: "latform’s defaults").first?.contains("container fill") == true)
        let shapes = try #require(look["Shapes"])
        #expect(shapes.components(separatedBy: "latform’s defaults").first?.contains("footer button corner radius") == true,
                "\(shapes)")
        // What both platforms say alike is said once.
        #expect(shapes.components(separatedBy: "footer button corner radius").count == 2, "\(shapes)")
        // The same parts from a different giver on each platform: the parts said once.
        let type = try #require(look["Type"])
        // Apple's text styles are iOS's defaults, as Material's are Android's: never SpecSheet's choice.
        #expect(type.contains("title text style") && type.contains("latform’s defaults") && !type.contains("SpecSheet’s choice"), "\(type)")
    }

    /// A part that never shows on a platform is not said to wear anything there: eBay's Android
    /// call-to-action button is named on Android only, its iOS icon button on iOS only.
    @Test func aPartIsNamedOnlyOnThePlatformsItShowsOn() throws {
        let look = try rows("ebay-playbook/sheet")
        for aspect in ["Colours", "Type", "Shapes"] {
            // A list the platforms share says what Android adds after "on Android, also".
            let row = try #require(look[aspect]).replacingOccurrences(of: "on Android", with: "On Android")
            let iOS = row.components(separatedBy: "On Android").first ?? row
            #expect(!iOS.contains("confirm (Android)"), "\(aspect): \(row)")
            if let android = row.components(separatedBy: "On Android").dropFirst().first {
                #expect(!android.contains("confirm (iOS)"), "\(aspect): \(row)")
            }
        }
    }

    /// SAP's colours are the Fiori palette's; what the SDK leaves to the system stays iOS's.
    @Test func sapWearsTheFioriPalette() throws {
        let colours = try #require(try rows("sap-fiori/sheet")["Colours"])
        let own = colours.components(separatedBy: "latform’s defaults").first ?? ""
        #expect(own.hasPrefix("SAP Fiori for iOS’s own values, from ") && own.contains("cancel text colour"), "\(colours)")
    }

    /// Apple's guideline is the platform's: every value is an iOS default or SpecSheet's choice.
    @Test func appleIsThePlatform() throws {
        let look = try rows("apple-hig/action-sheet")
        #expect(look.values.allSatisfy { !$0.contains("own values") }, "\(look)")
        #expect(try #require(look["Colours"]).hasPrefix("The platform’s defaults: "))
    }

    /// The numbers behind each row are cited: the row's origins are the tokens' source sections.
    @Test func eachRowSaysWhereItsValuesComeFrom() throws {
        let component = try #require(Fixture.catalog.component(at: "ebay-playbook/bottom-sheet"))
        let colours = try #require(LookSummary(catalog: Fixture.catalog, component: component).rows().first { $0.label == "Colours" })
        #expect(colours.origin.split(separator: " ").contains { $0.hasPrefix("ebay-skin-evo-light#") }, "\(colours.origin)")
        #expect(colours.origin.split(separator: " ").contains { $0.hasPrefix("ebay-skin-evo-dark#") }, "\(colours.origin)")
    }

    /// A giver's values that SpecSheet's reading applies follow its other values without naming
    /// the same documents twice (eBay's scrim: Skin's web tokens, carried over and read), on every
    /// page's "Whose look".
    @Test func aSecondSentenceFromTheSameDocumentsDoesNotRepeatThem() throws {
        let built = SiteFixture.catalogSite
        for component in Fixture.catalog.components {
            let html = try built.page("\(component.address)/index.html")
            var rest = Substring(html)
            while let row = rest.range(of: "<dd") {
                let end = rest[row.upperBound...].range(of: "</dd>")?.lowerBound ?? rest.endIndex
                let text = rest[row.upperBound..<end].replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
                let heads = text.components(separatedBy: ". ").compactMap { sentence -> String? in
                    guard let colon = sentence.range(of: ": ") else { return nil }
                    return String(sentence[..<colon.lowerBound])
                        .replacingOccurrences(of: ", applied by SpecSheet’s reading where the guideline gives none", with: "")
                }.filter { $0.contains(", from ") }
                #expect(Set(heads).count == heads.count, "\(component.address): \(text)")
                rest = rest[end...]
            }
        }
        let ebay = try built.page("ebay-playbook/bottom-sheet/index.html")
        #expect(ebay.contains("Values from the same documents, applied by SpecSheet’s reading where the guideline gives none: scrim opacity"))
    }

    /// "Values from the same documents" (or "measured the same way") only ever follows the sentence
    /// that names those documents (or the community's measures): never at the start of a
    /// paragraph, nor after another giver's sentence (the eBay sheet's scrim, said for every platform
    /// before the carried values of each platform).
    @Test func theSameDocumentsAreNamedJustBefore() throws {
        let built = SiteFixture.catalogSite
        var checked = 0
        for component in Fixture.catalog.components {
            let html = try built.page("\(component.address)/index.html")
            for match in html.matches(of: /<dd[^>]*>(.*?)<\/dd>/.dotMatchesNewlines()) {
                let text = String(match.output.1).replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
                let sentences = text.components(separatedBy: ". ")
                for (index, sentence) in sentences.enumerated() {
                    let lower = sentence.lowercased()
                    let documents = lower.hasPrefix("values from the same documents")
                    guard documents || lower.hasPrefix("values measured the same way") else { continue }
                    checked += 1
                    let before = index > 0 ? sentences[index - 1] : ""
                    #expect(documents ? before.contains(", from ") : before.contains("as the community measures them"),
                            "\(component.address): “\(sentence)” follows “\(before)”")
                }
            }
        }
        #expect(checked > 0)
    }

    /// A text style of the system's own built on one of the platform's named styles with values of
    /// its own (Orange's headlineS: Apple's Headline in bold) is the platform's style as the system
    /// sets it, not the platform's default; the platform's own style used as it is stays a default.
    @Test func aPlatformStyleTheSystemSetsItsOwnWayIsSaidSo() throws {
        let orange = try #require(Fixture.catalog.component(at: "orange-ods/bottom-sheet"))
        let type = try #require(LookSummary(catalog: Fixture.catalog, component: orange).rows().first { $0.label == "Type" }?.value)
        #expect(type.hasPrefix("The platform’s own text styles, which Orange Design System (iOS) sets its own way"), "\(type)")
        #expect(type.contains("title text style and subtitle text style") && !type.contains("The platform’s defaults: title"), "\(type)")
        let sap = try #require(Fixture.catalog.component(at: "sap-fiori/sheet"))
        let sapType = try #require(LookSummary(catalog: Fixture.catalog, component: sap).rows().first { $0.label == "Type" }?.value)
        #expect(sapType.contains("The platform’s defaults: title text style"), "\(sapType)")
    }
}
