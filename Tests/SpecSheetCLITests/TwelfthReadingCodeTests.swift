import Foundation
import SpecSheetCLI
@testable import SpecSheetCode
import SpecSheetLayout
import SpecSheetModel
import Testing
import TestSupport

/// Issue #26, the twelfth reading of the code samples: a sample's call presents on the largest
/// iPhones held sideways too (regular width, compact height), so where the page gives other side
/// margins or another cap on the content there, the comments say so; a form sheet the page draws
/// in regular height only is said so; a sheet drawn as a centred card in regular width is never
/// called a form sheet. Every check runs over every iOS sample of the catalog.
@Suite("Code comments: the largest iPhones held sideways")
struct TwelfthReadingCodeTests {
    private static var samples: [CodeCommentTermsTests.Sample] { CodeCommentTermsTests.samples }

    /// The phone the comments mean: iOS's narrowest phone of regular width, held sideways.
    @Test func iOSHasAPhoneOfRegularWidthAndCompactHeight() throws {
        let phone = try #require(SheetConfiguration.regularWidthPhone(Fixture.catalog.platforms[.ios]))
        #expect(phone.width == 896 && phone.idiom == .phone)
        #expect(phone.horizontalSizeClass == .regular && phone.verticalSizeClass == .compact)
    }

    /// Where the page's margins or cap there differ from the sample's, a comment says both; where
    /// the sample already writes the page's (SAP's full-screen modal switches by width class), or
    /// the presentation keeps a fixed width under the cap (the popover), none does.
    @Test func aSampleSaysWhatItKeepsOnTheLargestIPhonesHeldSideways() throws {
        var noted = 0
        for sample in Self.samples where sample.language == .swiftui || sample.language == .uikit {
            guard let phone = sample.configuration.regularWidthPhone else {
                #expect(!sample.text.contains("On the largest iPhones held sideways"), "\(sample.name)")
                continue
            }
            noted += 1
            #expect(phone.pageMargin != phone.sampleMargin || phone.pageCap != phone.sampleCap, "\(sample.name)")
            #expect(sample.text.contains("On the largest iPhones held sideways (regular width, compact height), the page gives this sheet"),
                    "\(sample.name)")
        }
        #expect(noted >= 6, "SAP's modal, form and non-modal sheets, in SwiftUI and UIKit")
        for variant in ["modal-sheet", "form-sheet", "non-modal-sheet"] {
            let sample = try #require(Self.samples.first { $0.name.hasPrefix("sap-fiori/sheet \(variant) default ") && $0.language == .swiftui })
            #expect(sample.text.contains("the page gives this sheet 20 pt side margins and its content at most 672 pt wide; this sample keeps 16 pt margins and no cap there."),
                    "\(sample.text)")
        }
        for variant in ["full-screen-modal", "popover"] {
            for sample in Self.samples where sample.name.hasPrefix("sap-fiori/sheet \(variant) ") {
                #expect(sample.configuration.regularWidthPhone == nil, "\(sample.name)")
            }
        }
        // The comments count as the Code intro's "what it gives there instead".
        let modal = try #require(Self.samples.first { $0.name.hasPrefix("sap-fiori/sheet modal-sheet default ") && $0.language == .uikit })
        #expect(CodeSnippet.saysWhatItsCallGivesInstead(modal.configuration, in: .uikit))
    }

    /// SAP's modal sheet is a form sheet in regular width and regular height only: the comment
    /// says where; the non-modal sheet's card is never called a form sheet the page draws.
    @Test func theFormSheetIsSaidWhereThePageDrawsIt() throws {
        for language in [CodeLanguage.swiftui, .uikit] {
            let modal = try #require(Self.samples.first { $0.name.hasPrefix("sap-fiori/sheet modal-sheet default ") && $0.language == language })
            #expect(modal.text.contains("In regular width and regular height the page draws a form sheet, 540 × 620 pt on iPad (10th generation)"),
                    "\(modal.text)")
            #expect(modal.text.contains("none on the form sheet in regular width and regular height, as the page draws it"))
            let card = try #require(Self.samples.first { $0.name.hasPrefix("sap-fiori/sheet non-modal-sheet default ") && $0.language == language })
            #expect(card.text.contains("none on the centred card in regular width and regular height, as the page draws it"), "\(card.text)")
            #expect(!card.text.contains("none on the form sheet"))
        }
        for sample in Self.samples where sample.text.contains("In regular width the page draws") {
            // Said without "regular height" only where a phone of regular width gets it too.
            #expect(sample.configuration.regularWidthFormSheet?.regularHeightOnly == false, "\(sample.name)")
        }
    }
}
