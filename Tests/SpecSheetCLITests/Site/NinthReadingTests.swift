import Foundation
@testable import SpecSheetSite
import Testing

/// Issue #26, the ninth fresh reading: the audit says how tall a sheet can be in words, not by the
/// name of its detent; the comparison's count says it counts only compared values; a colour the
/// system picks by name whose values only the community measures is said to be the community's.
@Suite("A ninth reader's findings")
struct NinthReadingTests: CatalogPageReading {
    let built = SiteFixture.catalogSite

    /// Finding A7, the class: no page names a detent by its id ("at its detent 'fit'"); a sheet too
    /// tall at the largest text says how tall it can be, or rests, on that device.
    @Test func theAuditNeverNamesADetentById() throws {
        let detentNames = Set(Fixture.catalog.components.flatMap { component in
            component.variants.flatMap { $0.rule.presentation?.detents?.map(\.name) ?? [] }
        })
        #expect(!detentNames.isEmpty)
        for address in SiteFixture.catalogPages {
            let words = try pageText(address)
            #expect(!words.contains("at its detent"), "\(address)")
            for name in detentNames {
                #expect(!words.contains("detent '\(name)'") && !words.contains("detent “\(name)”"), "\(address): \(name)")
            }
        }
        #expect(try pageText("apple-hig/action-sheet").contains("but the sheet can be at most 629 pt tall there, so there the system lets it scroll"))
    }

    /// Finding C6: the count of differing rows says it counts compared values only, since the tables
    /// show values side by side that are not compared (UIKit's grabber beside Orange's own).
    @Test func theComparisonCountSaysWhatItCompares() throws {
        let words = casedText(try page("compare"))
        let summary = try #require(words.firstMatch(of: /\d+ of the \d+ measurement rows[^.]*\./).map { String($0.output) })
        #expect(summary.contains("have compared values that differ") || summary.contains("has compared values that differ"), "\(summary)")
        #expect(summary.contains("is shown but not compared"), "\(summary)")
    }

    /// Finding O5: Orange picks UIKit's systemBackground by name, and Apple publishes no value for
    /// it: the summary says whose values they are, as the Properties row tags them.
    @Test func aPickedColourMeasuredByTheCommunityIsSaidSo() throws {
        let words = casedText(try page("orange-ods/bottom-sheet"))
        #expect(words.contains("container fill in “Standard” (its values as the community measures them)"))
        // The header's systemGray6 is Apple's published value: no such mark.
        #expect(!words.contains("header area fill (its values as the community measures them)"))
    }
}
