import Foundation
@testable import SpecSheetSite
import Testing

/// Issue #26, item 3: a component page in tabs, each holding the sections the builder says, every
/// section in exactly one tab, so a link to a section can open its tab.
@Suite("A component page's tabs")
struct PageTabsTests {
    let built = SiteFixture.catalogSite

    @Test(arguments: SiteBuildTests.componentAddresses)
    func eachTabHoldsItsSectionsAndNoOther(address: String) throws {
        let page = try built.page("\(address)/index.html")
        let panels = page.components(separatedBy: "<div class=\"page-panel\" id=\"").dropFirst()
        #expect(panels.map { String($0.prefix { $0 != "\"" }) } == ComponentPageBuilder.tabs.map(\.id))
        for (panel, tab) in zip(panels, ComponentPageBuilder.tabs) {
            let sections = panel.matches(of: /<section id="([a-z-]+)" class="doc-section"/).map { String($0.output.1) }
            #expect(sections == tab.sections, "\(tab.id)")
        }
        let all = ComponentPageBuilder.tabs.flatMap(\.sections)
        #expect(Set(all).count == all.count && Set(all) == Set(ComponentPageBuilder.sections.map(\.id)),
                "every section in exactly one tab")
        // The tab list names each panel, the first one selected.
        let list = try #require(page.components(separatedBy: "<ul role=\"tablist\">").dropFirst().first?.components(separatedBy: "</ul>").first)
        let controls = list.matches(of: /aria-controls="([a-z-]+)"/).map { String($0.output.1) }
        #expect(controls == ComponentPageBuilder.tabs.map(\.id))
        #expect(list.components(separatedBy: "aria-selected=\"true\"").count == 2)
    }
}

/// A system that documents its own API in one of a platform's languages (Orange: SwiftUI only)
/// gets no generic snippet in the others on its page.
@Suite("Code on a page")
struct PageCodeTests {
    @Test func orangeShowsItsSwiftUIOnly() throws {
        let page = try SiteFixture.catalogSite.page("orange-ods/bottom-sheet/index.html")
        #expect(page.contains("id=\"code-ios-swiftui\""))
        #expect(!page.contains("id=\"code-ios-uikit\""), "no UIKit pageSheet standing in for the ODS sheet")
        let ebay = try SiteFixture.catalogSite.page("ebay-playbook/bottom-sheet/index.html")
        #expect(ebay.contains("id=\"code-ios-swiftui\"") && ebay.contains("id=\"code-ios-uikit\""))
    }
}
