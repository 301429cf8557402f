import Foundation
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26, the eighth fresh reading (Orange's bottom sheet and Apple's action sheet): search
/// results show only the page's words, a closed sheet's code lists only what the library draws,
/// the colours a design system's code picks are said to be picked, every scrim colour the look
/// summary names has its row, the largest text is checked on the smallest phone too, and the
/// pages say what the libraries and UIKit do (a binding read once, dragging, a tap outside).
@Suite("An eighth reader's findings: Orange's bottom sheet and Apple's action sheet")
struct EighthReadingOrangeAppleTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    /// The page's words with its `title` attributes (what shows on hover), as `text` reads them.
    private func textWithTitles(_ address: String) throws -> String {
        let html = try page(address)
        let titles = html.matches(of: /\stitle="([^"]*)"/).map { String($0.output.1) }.joined(separator: " ")
        return text(html + " " + titles)
    }

    private func searchEntries() throws -> [[String: String]] {
        let script = try built.page("assets/search-index.js")
        let json = script.dropFirst("window.SpecSheetSearchIndex = ".count)
            .trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ";")))
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: String]])
    }

    /// Finding 12, the class: a result's snippet is its text, so every word of it is one its page
    /// shows (never a part id such as `divider-1` or `actions-group` appended for matching).
    @Test func searchSnippetsHoldOnlyWordsOfTheirPage() throws {
        var pages: [String: String] = [:]
        var checked = 0
        for entry in try searchEntries() {
            let url = entry["url"] ?? ""
            let page = String(url.split(separator: "#").first ?? "")
            guard page.hasSuffix("/index.html"), page.split(separator: "/").count == 3 else { continue }
            let address = String(page.dropLast("/index.html".count))
            let visible = try pages[address] ?? textWithTitles(address)
            pages[address] = visible
            for word in HTMLRegion.normalized(entry["text"] ?? "").split(separator: " ") {
                let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:()“”\"'!?"))
                guard !bare.isEmpty else { continue }
                checked += 1
                #expect(visible.contains(bare), "\(url) “\(entry["title"] ?? "")”: “\(bare)” is not on the page")
            }
        }
        #expect(checked > 1000)
        // The reader's example, by name.
        let separators = try searchEntries().filter { $0["title"] == "Separator" && ($0["url"] ?? "").hasPrefix("apple-hig/") }
        #expect(!separators.isEmpty)
        for entry in separators { #expect(!(entry["text"] ?? "").contains("divider-"), "\(entry)") }
    }

    /// Finding 1: closed, Orange's standard sheet is its header alone, above the bottom safe area,
    /// and its code comment lists neither a content to fit nor a background nobody draws.
    @Test func aClosedSheetsCodeListsOnlyWhatTheLibraryDraws() throws {
        let orange = try textWithTitles("orange-ods/bottom-sheet")
        let closed = try #require(orange.components(separatedBy: "// bottom sheet: standard, closed").dropFirst().first?
            .components(separatedBy: "struct bottomsheetcontent").first)
        #expect(closed.contains("height: fits what shows above the content, which is hidden in this state"), "\(closed.prefix(900))")
        #expect(!closed.contains("fits its content"))
        #expect(!closed.contains("the bottom safe area the sheet reaches into"))
        #expect(!closed.contains("// background:"))
        // The page says what the pictures now draw: the page through the safe area.
        #expect(!orange.contains("is specsheet's drawing: closed"))
        #expect(!orange.contains("the white strip the closed pictures draw"))
        #expect(orange.contains("in an app as in the closed pictures"))
    }

    /// Finding 3: the expanding type's binding is read once; finding 10: where it opens is no
    /// behaviour SpecSheet decides.
    @Test func theExpandingBindingIsReadOnce() throws {
        let orange = try textWithTitles("orange-ods/bottom-sheet")
        #expect(orange.contains("each tap on the header reads the binding"))
        #expect(!orange.contains("it opens at whatever size the app's binding holds"))
        #expect(!orange.contains("specsheet opens it at"))
        #expect(orange.contains("specsheet draws it opening at “large”"))
    }

    /// Finding 8: dragging (the content or the grabber) is a way to change the size, down to small
    /// (which height a drag reaches is the package code's, said in its reading: tenth reading).
    @Test func draggingIsAWayToFoldTheExpandingSheet() throws {
        let orange = try textWithTitles("orange-ods/bottom-sheet")
        #expect(orange.contains("dragging it moves it between its heights, as far down as its header"))
        #expect(orange.contains("dragging the content or the header (anywhere on it, title included, in the code of the package the library is built on), or by tapping the dimmed area"))
    }

    /// Finding 6, the class: a design system's own token holding one of the platform's named
    /// colours is the system's pick of it, never "the platform's defaults".
    @Test func coloursOrangesCodePicksAreSaidToBePicked() throws {
        let component = try #require(Fixture.catalog.component(at: "orange-ods/bottom-sheet"))
        let rows = LookSummary(catalog: Fixture.catalog, component: component).rows()
        let colours = try #require(rows.first { $0.label == "Colours" }?.value)
        let picked = try #require(colours.components(separatedBy: "latform’s own colours, which ").dropFirst().first, "\(colours)")
        let list = picked.components(separatedBy: ".").first ?? ""
        #expect(list.contains("header area fill") && list.contains("container fill in “Standard”"), "\(colours)")
        #expect(!colours.contains("The platform’s defaults: header area fill"), "\(colours)")
        let orange = try textWithTitles("orange-ods/bottom-sheet")
        #expect(!orange.contains("the header's systemgray6 apple does publish"))
        #expect(orange.contains("orange's code picks them"))
    }

    /// Finding 11: every page whose Properties give a scrim opacity gives its colour beside it,
    /// which the look summary names.
    @Test(arguments: SiteBuildTests.componentAddresses)
    func aScrimOpacityRowHasItsColourRow(address: String) throws {
        let html = try built.page("\(address)/index.html")
        let roles = html.matches(of: /<th scope="row" class="token-cell"[^>]*>([^<]+)<\/th>/).map { String($0.output.1) }
        let opacities = roles.filter { $0.hasPrefix("scrim opacity") && !$0.contains("dark theme") }
        for opacity in opacities {
            let colour = opacity.replacingOccurrences(of: "scrim opacity", with: "scrim colour")
            #expect(roles.contains(colour), "\(address): “\(opacity)” has no “\(colour)” row")
        }
    }

    /// Finding 7: the container's words hold at both widths.
    @Test func appleContainerIsDescribedAtBothWidths() throws {
        let apple = try textWithTitles("apple-hig/action-sheet")
        #expect(!apple.contains("the whole sheet. it draws nothing itself"))
        #expect(apple.contains("at compact width it draws nothing itself"))
        #expect(apple.contains("in regular width it is the popover"))
    }

    /// Finding 4: the HIG's Mail example has no message restating its title, and its title is
    /// said to be SpecSheet's.
    @Test func theMailExampleKeepsTheHIGsAdvice() throws {
        let apple = try textWithTitles("apple-hig/action-sheet")
        // Not in the text nor in any picture's description.
        #expect(!(try built.page("apple-hig/action-sheet/index.html")).contains("sent your reply"))
        #expect(apple.contains("the title “unsent message” is specsheet's wording") || apple.contains("the title \"unsent message\" is specsheet's wording"))
        let component = try #require(Fixture.catalog.component(at: "apple-hig/action-sheet"))
        let mail = try #require(component.states.first { $0.id == "save-draft-action" })
        #expect(mail.variants == ["title-only"])
    }

    /// Finding 9: the tap outside is stated as UIKit's behaviour, not listed and withdrawn.
    @Test func theTapOutsideIsStated() throws {
        let apple = try textWithTitles("apple-hig/action-sheet")
        #expect(!apple.contains("only as a way the pictures allow"))
        #expect(apple.contains("a tap outside an action sheet that has a cancel button does what cancel does"))
    }

    /// Finding 5, the class: the largest text is checked on the platform's smallest phone too
    /// (iPhone SE, where the page sends readers), and what it finds there is named with it.
    @Test func largestTextIsCheckedOnTheSmallestPhone() throws {
        #expect(PicturePlanner.smallestPhone(on: .ios, in: Fixture.catalog)?.id == "iphone-se")
        #expect(PicturePlanner.smallestPhone(on: .android, in: Fixture.catalog)?.id == "pixel-8")
        let apple = try textWithTitles("apple-hig/action-sheet")
        #expect(apple.contains("again on the platform's smallest phone"))
        #expect(apple.contains("largest text makes the sheet too tall on iphone se"), "the default sheet at AX5 is taller than iPhone SE")
    }

    /// Finding 13: the SwiftUI sample says where the iPad popover points.
    @Test func swiftUISampleSaysWhereThePopoverPoints() throws {
        let apple = try textWithTitles("apple-hig/action-sheet")
        #expect(apple.contains("in regular width (ipad) the system shows it as a popover pointing at the view this modifier is attached to"))
        #expect(apple.contains("unless the same code gives it"))
    }
}
