import Foundation
import SpecSheetCLI
@testable import SpecSheetCode
import SpecSheetLayout
import SpecSheetModel
import Testing
import TestSupport

/// A ninth reading of the code samples: a height fixed at this sample's content says which states
/// share the call and the page's bounds, in the terms of the number the code passes, and keeps
/// them where the API can (Compose's peek height too); every device inset a comment states carries
/// its provenance; a number the page gives per size class is written per size class where one
/// sample presents in both; a design system's own API says which of SpecSheet's choices it draws
/// its own way, which the sample content sets, and which only the pictures draw. Every check runs
/// over every selection of the catalog in every language of its platform.
@Suite("Code comments: fitted heights, insets, size classes and own APIs", .serialized)
struct CodeCommentTermsTests {
    struct Sample {
        var name: String
        var language: CodeLanguage
        var configuration: SheetConfiguration
        var text: String
    }

    /// Every selection of the catalog on its default device, in every language of its platform,
    /// with the configuration its snippet is written from.
    static let samples: [Sample] = samples(in: Fixture.catalog)

    /// Every sample of `catalog`, each on its default device, with its configuration.
    static func samples(in catalog: Catalog) -> [Sample] {
        CodeSnippetTests.cases(in: catalog).compactMap { item in
            guard let selection = try? SelectionResolver(catalog: catalog).resolve(item.request),
                  let scene = try? LayoutEngine(catalog: catalog, measurer: Fixture.measurer).scene(for: selection) else { return nil }
            let configuration = SheetConfiguration(scene: scene, component: selection.component, catalog: catalog)
            guard let text = try? CodeSnippet.write(configuration, in: item.language) else { return nil }
            return Sample(name: "\(item)", language: item.language, configuration: configuration, text: text)
        }
    }

    private static func number(_ value: Double) -> String { Literal.number(value) }

    @Test func theCatalogGivesSamples() {
        #expect(Self.samples.count >= 100)
    }

    /// Findings 4 and 9: where the system dims the page its own way (iOS's sheets and form
    /// sheets), no Numbers line says the scrim's opacity or colour is applied here: each says it
    /// is the page's drawing and that the code cannot set it.
    @Test func aScrimTheCodeCannotSetIsNeverSaidToBeAppliedHere() throws {
        var checked = 0
        for sample in Self.samples {
            let scrimLines = sample.text.split(separator: "\n").filter { $0.hasPrefix("//   scrim ") }
            if sample.configuration.systemDims(in: sample.language) {
                #expect(sample.configuration.scrim != nil)
                for line in scrimLines {
                    checked += 1
                    #expect(!line.contains("applied here"), "\(sample.name): \(line)")
                    #expect(line.contains("not set here: iOS dims the page with its own dimming"), "\(sample.name): \(line)")
                }
            } else {
                for line in scrimLines { #expect(!line.contains("not set here"), "\(sample.name): \(line)") }
            }
        }
        #expect(checked > 10)
    }

    /// Finding 17: SwiftUI's arrowEdge is the edge of the anchor the arrow sits on, so every
    /// SwiftUI popover puts its arrow where the UIKit sample of the same selection points it: a
    /// popover hanging below its button (UIKit's .up) has its arrow on the button's bottom edge.
    @Test func aSwiftUIPopoverArrowFollowsTheUIKitDirection() throws {
        var checked = 0
        for sample in Self.samples where sample.language == .swiftui && sample.text.contains(".popover(isPresented:") {
            guard let uikit = Self.samples.first(where: { $0.language == .uikit && $0.name == sample.name.replacingOccurrences(of: "swiftui", with: "uikit") })
                    ?? Self.samples.first(where: {
                        $0.language == .uikit && $0.configuration.address == sample.configuration.address
                            && $0.configuration.variant.id == sample.configuration.variant.id
                            && $0.configuration.state.id == sample.configuration.state.id
                            && $0.configuration.device.id == sample.configuration.device.id
                    }) else { continue }
            checked += 1
            let up = sample.configuration.arrowPointsUp
            #expect(sample.text.contains("arrowEdge: \(up ? ".bottom" : ".top")"), "\(sample.name)")
            if uikit.text.contains("permittedArrowDirections") {
                #expect(uikit.text.contains("permittedArrowDirections = \(up ? ".up" : ".down")"), "\(uikit.name)")
            }
        }
        #expect(checked > 0)
    }

    /// Findings 13 and 7: a warning about how iOS closes a sheet the page does not close is
    /// given per device where the same call presents on an iPad too, from the page's ways to
    /// close on each; a sheet whose only height is the full height is never warned of a tap
    /// below that height.
    @Test func closingWarningsArePerDeviceAndOnlyWhereTheyHold() throws {
        var perDevice = 0
        for sample in Self.samples where sample.language == .swiftui || sample.language == .uikit {
            let c = sample.configuration
            let lines = sample.text.split(separator: "\n").map(String.init)
            if c.detents.count == 1, c.detents[0].height == .full {
                #expect(!sample.text.contains("below the sheet's full height"), "\(sample.name)")
            }
            guard let regular = c.regularWidthClosing else { continue }
            for line in lines where line.contains("does not close the sheet on") {
                #expect(line.contains("On \(c.device.name), the page does not close the sheet on"), "\(sample.name): \(line)")
            }
            let regularLine = lines.first { $0.contains("On \(regular.device) (regular width), where this call gives") }
            if let regularLine {
                perDevice += 1
                let swipe = regular.dismissal.contains(.swipeDown)
                let tap = regular.dismissal.contains(.scrimTap) || regular.dismissal.contains(.outsideTap)
                #expect(swipe != tap, "\(sample.name)")
                #expect(regularLine.contains(swipe ? "does not close it on a tap on the dimmed page" : "does not close it on a swipe down"),
                        "\(sample.name): \(regularLine)")
            }
        }
        #expect(perDevice > 0)
        let sap = try CodeSnippetTests.snippet("sap-fiori/sheet", variant: "modal-sheet", device: "iphone-15", language: .uikit)
        #expect(sap.contains("On iPad (10th generation) (regular width), where this call gives a form sheet, the page does not close it on a swipe down, but iOS does"), "\(sap)")
        let focus = try CodeSnippetTests.snippet("ebay-playbook/sheet", variant: "focus", device: "iphone-15", language: .swiftui)
        #expect(!focus.contains("below the sheet's full height"), "\(focus)")
    }

    /// Findings 1 and 8: a space above the content that one of the page's dimensions documents
    /// (a top padding with its token) is cited with that token's source, never "as drawn".
    @Test func aDocumentedSpaceAboveTheContentCitesItsSource() throws {
        var cited = 0
        for sample in Self.samples where sample.language == .swiftui || sample.language == .uikit {
            let c = sample.configuration
            guard let line = sample.text.split(separator: "\n").first(where: { $0.hasPrefix("//   space above the content: ") }) else { continue }
            let top = c.contentInsets(for: sample.language).top
            if c.topDimensionList.contains(where: { abs($0.length - top) < 0.5 }) {
                cited += 1
                #expect(!line.contains("as drawn"), "\(sample.name): \(line)")
                #expect(line.contains("("), "\(sample.name): \(line)")
            }
        }
        #expect(cited > 0)
        let bottom = try CodeSnippetTests.snippet("ebay-playbook/bottom-sheet", device: "iphone-15", language: .uikit)
        #expect(bottom.contains("//   space above the content: 8 pt (stated in the guideline"), "\(bottom)")
        let sheet = try CodeSnippetTests.snippet("ebay-playbook/sheet", device: "iphone-15", language: .swiftui)
        #expect(sheet.contains("//   space above the content: 12 pt (SpecSheet's choice"), "\(sheet)")
    }

    /// Finding 6: a state listed as presented by a sample's call is presented the same way as the
    /// sample: same style, same modality, with a scrim exactly when the sample has one, at the
    /// same named heights. A state drawn with a scrim is never listed under a call without one.
    @Test func aStateListedUnderACallIsPresentedByThatCall() throws {
        var checked = 0
        for sample in Self.samples {
            let c = sample.configuration
            for name in c.sameCallStates {
                guard let other = Self.samples.first(where: {
                    $0.language == sample.language && $0.configuration.address == c.address
                        && $0.configuration.variant.id == c.variant.id && $0.configuration.device.id == c.device.id
                        && $0.configuration.state.name == name
                })?.configuration else { continue }
                checked += 1
                #expect(other.style == c.style, "\(sample.name): \(name)")
                #expect(other.modal == c.modal, "\(sample.name): \(name)")
                #expect((other.scrim == nil) == (c.scrim == nil), "\(sample.name): \(name) is drawn \(other.scrim == nil ? "without" : "with") a scrim")
                #expect(other.detents.map(\.name) == c.detents.map(\.name), "\(sample.name): \(name)")
                #expect(other.detent.name == c.detent.name, "\(sample.name): \(name)")
            }
        }
        #expect(checked > 20)
    }

    /// E1: a Compose peek height fixed at this sample's content names the states the same call
    /// presents, gives the page's bounds with the rules they come from, and keeps them in code.
    @Test func aComposePeekHeightFittedToTheContentSaysWhatTheIOSOneSays() throws {
        var checked = 0
        for sample in Self.samples where sample.language == .compose {
            let c = sample.configuration
            guard let fitted = c.contentFittedDetent(in: .compose) else {
                #expect(!sample.text.contains("The number here fits this sample's content"), "\(sample.name)")
                continue
            }
            checked += 1
            let note = try #require(c.fitNote(in: .compose), "\(sample.name)")
            #expect(sample.text.contains("// " + Literal.lineComment(note)), "\(sample.name)")
            for state in c.sameCallStates { #expect(note.contains("“\(state)”"), "\(sample.name): \(state)") }
            let (least, most) = c.fittedBounds(fitted)
            let peek = try #require(sample.text.split(separator: "\n").first { $0.contains("sheetPeekHeight = ") }, "\(sample.name)")
            // The rule the code keeps (the page's shares), then this device's numbers.
            if let least {
                #expect(note.contains(least.1) && note.contains("at least \(Self.number(least.0)) dp"), "\(sample.name): \(note)")
                #expect(peek.contains("\(Self.number(least.0)).dp"), "\(sample.name): \(peek)")
            }
            if let most {
                #expect(note.contains(most.1) && note.contains("at most \(Self.number(most.0)) dp"), "\(sample.name): \(note)")
                #expect(peek.contains("\(Self.number(most.0)).dp"), "\(sample.name): \(peek)")
            }
            for sentence in note.split(separator: ". ") {
                #expect(sentence.split(separator: " ").count <= 40, "\(sample.name): \(sentence)")
            }
            if least != nil || most != nil {
                let call = c.composeBoundCall(least: least?.0, most: most?.0)
                #expect(peek.contains(call.call), "\(sample.name): \(peek)")
                #expect(sample.text.contains("import androidx.compose.ui.unit.\(call.name)\n"), "\(sample.name)")
            }
        }
        // eBay's non-modal bottom sheet and its context sheet without a scrim.
        #expect(checked >= 2)
    }

    /// E5: an iOS custom height leaves the bottom safe area out, and so do the bounds its comment
    /// gives; the sheet heights they make with that safe area follow.
    @Test func iOSBoundsAreInTheTermsOfTheNumberPassed() throws {
        var checked = 0
        for sample in Self.samples where sample.language == .swiftui || sample.language == .uikit {
            let c = sample.configuration
            #expect(!sample.text.contains("counted as in the height above"), "\(sample.name)")
            guard let fitted = c.contentFittedDetent(in: sample.language), let note = c.fitNote(in: sample.language) else { continue }
            let (least, most) = c.fittedBounds(fitted)
            guard least != nil || most != nil else { continue }
            checked += 1
            let safe = c.safeAreaPadding.bottom
            let passed = try #require(fitted.measuredHeight) - safe
            #expect(sample.text.contains(".height(\(Self.number(passed)))") || sample.text.contains("{ _ in \(Self.number(passed)) }"),
                    "\(sample.name): passes \(Self.number(passed))")
            for bound in [least, most] {
                guard let bound else { continue }
                #expect(note.contains("\(Self.number(bound.0 - safe)) pt"), "\(sample.name): \(note)")
                // The rule a developer codes: the page's bound less the bottom inset iOS adds.
                #expect(note.contains(bound.1 + (safe > 0 ? " − bottom inset" : "")), "\(sample.name): \(note)")
            }
            if safe > 0, let evidence = c.safeAreaEvidence {
                #expect(note.contains("\(Self.number(safe)) pt bottom inset: \(evidence)"), "\(sample.name): \(note)")
            }
            // Code finding 20: short sentences, none of them the old 70-word one.
            for sentence in note.split(separator: ". ") {
                #expect(sentence.split(separator: " ").count <= 40, "\(sample.name): \(sentence)")
            }
        }
        #expect(checked >= 4)
    }

    /// E2: every device inset a comment states is followed by where the device's insets come from.
    @Test func everyDeviceInsetInAUserCommentCarriesItsProvenance() throws {
        let phrases = [try Regex(#"\d+(\.\d+)? (pt|dp) of it the bottom safe area"#),
                       try Regex(#"bottom safe area (that iOS adds|below it), \d+(\.\d+)? (pt|dp)"#)]
        var checked = 0
        for sample in Self.samples {
            let evidence = sample.configuration.safeAreaEvidence
            for line in sample.text.split(separator: "\n") where phrases.contains(where: { line.contains($0) }) {
                checked += 1
                let tag = try #require(evidence, "\(sample.name): a device with insets has their provenance")
                #expect(line.contains("(\(tag))"), "\(sample.name): \(line)")
            }
        }
        #expect(checked >= 10)
        // The presets' tags as devices.yaml gives them.
        let pixel = try #require(Self.samples.first { $0.language == .compose })
        #expect(pixel.configuration.safeAreaEvidence == "Pixel 8's inset, measured by the community")
    }

    /// S2: one sample that presents in compact width and in regular width too (as a form sheet, or
    /// covering the screen) sets a side margin the page gives per size class per size class, and
    /// cites both numbers.
    @Test func aSampleOnBothSizeClassesUsesEachOnesSideMargin() throws {
        var checked = 0
        for sample in Self.samples where sample.language == .swiftui || sample.language == .uikit {
            let c = sample.configuration
            let compact = c.contentInsets(for: sample.language).leading
            guard let margin = c.regularWidthSideMargin(for: sample.language) else {
                #expect(!sample.text.contains("side margins in regular width"), "\(sample.name)")
                continue
            }
            checked += 1
            let regular = margin.value
            #expect(regular != compact)
            let traits = sample.language == .uikit ? "traitCollection.horizontalSizeClass" : "horizontalSizeClass"
            #expect(sample.text.contains("\(traits) == .regular ? \(Self.number(regular)) : \(Self.number(compact))"), "\(sample.name)")
            #expect(sample.text.contains("side margins in compact width: \(Self.number(compact)) pt"), "\(sample.name)")
            #expect(sample.text.contains("side margins in regular width: \(Self.number(regular)) pt"), "\(sample.name)")
            #expect(!sample.text.contains("leading: \(Self.number(compact)), bottom"), "\(sample.name): no fixed compact margin")
            if sample.language == .swiftui {
                #expect(sample.text.contains("@Environment(\\.horizontalSizeClass) private var horizontalSizeClass"), "\(sample.name)")
            } else {
                #expect(sample.text.contains("registerForTraitChanges([UITraitHorizontalSizeClass.self])"), "\(sample.name)")
            }
        }
        // SAP's full-screen modal, in SwiftUI and UIKit: 16 pt on iPhone, 20 pt covering the iPad's
        // screen (its form sheet, card and popover keep 16 pt, as SAP's own picture lays them out).
        #expect(checked >= 2)
    }

    /// A cap on the content's width is written where a screen the call presents on can reach it
    /// (SAP's 672 pt readable width between the side margins, in regular width, which an iPad the
    /// full-screen call covers reaches), with its source and its size class; not where the call
    /// presents at a fixed width under the cap (SAP's 375 pt popover, its 540 pt form sheet). A cap
    /// on the content alone sits inside the margins: SwiftUI frames the content before padding it,
    /// UIKit caps the stack at the value itself. UIKit's root view keeps the page's margins.
    @Test func aReadableWidthIsWrittenAndUIKitKeepsThePagesMargins() throws {
        var capped = 0
        for sample in Self.samples where sample.language == .swiftui || sample.language == .uikit {
            if sample.text.contains("directionalLayoutMargins = NSDirectionalEdgeInsets") {
                #expect(sample.text.contains("viewRespectsSystemMinimumLayoutMargins = false"), "\(sample.name)")
            }
            guard sample.configuration.systemAPIs[sample.language] == nil, let readable = sample.configuration.readableWidth else { continue }
            capped += 1
            let cap = Self.number(readable.value)
            let between = readable.box == .content ? "the content between the side margins" : "the content and its side margins"
            let inClass = readable.sizeClass.map { " in \($0.rawValue) width" } ?? ""
            #expect(sample.text.contains("greatest width of \(between)\(inClass): \(cap) pt, centred (vendor:"), "\(sample.name)")
            let width = readable.sizeClass.map { "horizontalSizeClass == .\($0.rawValue) ? \(cap) : .infinity" } ?? cap
            if sample.language == .swiftui {
                let frame = try #require(sample.text.range(of: ".frame(maxWidth: \(width), alignment: .leading)"), "\(sample.name)")
                let padding = try #require(sample.text.range(of: ".padding(EdgeInsets("), "\(sample.name)")
                #expect((frame.lowerBound < padding.lowerBound) == (readable.box == .content), "\(sample.name)")
            } else {
                #expect(sample.text.contains("stack.centerXAnchor.constraint(equalTo: margins.centerXAnchor)"), "\(sample.name)")
                if readable.box == .content { #expect(sample.text.contains("lessThanOrEqualToConstant: \(cap))"), "\(sample.name)") }
                if let sizeClass = readable.sizeClass {
                    #expect(sample.text.contains("readable.isActive = controller.traitCollection.horizontalSizeClass == .\(sizeClass.rawValue)"), "\(sample.name)")
                } else {
                    #expect(sample.text.contains("readable,"), "\(sample.name)")
                }
            }
        }
        #expect(capped >= 2)
        for sample in Self.samples where sample.configuration.style == .popover || sample.configuration.style == .formSheet {
            #expect(sample.configuration.readableWidth == nil, "\(sample.name)")
        }
        let fullScreen = try #require(Self.samples.first { $0.name.hasPrefix("sap-fiori/sheet full-screen-modal default ") && $0.language == .uikit })
        let readable = try #require(fullScreen.configuration.readableWidth)
        #expect(readable.value == 672 && readable.box == .content && readable.sizeClass == .regular)
        // The full-screen modal on iPhone never caps its content; the modal sheet, a form sheet on iPad, never either.
        let modal = try #require(Self.samples.first { $0.name.hasPrefix("sap-fiori/sheet modal-sheet default ") && $0.language == .swiftui })
        #expect(modal.configuration.readableWidth == nil, "\(modal.text)")
    }

    /// A SwiftUI navigation stack centres a root that does not fill it: the sample content under
    /// a navigation bar fills the height and starts at the top, as drawn under the bar.
    @Test func contentInANavigationStackStartsUnderTheBar() {
        var checked = 0
        for sample in Self.samples where sample.language == .swiftui && sample.text.contains("NavigationStack {") {
            checked += 1
            #expect(sample.text.contains(".frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top"), "\(sample.name)")
        }
        #expect(checked >= 4)
    }

    /// Every property a spec's `ownWay` may name is one a citation can be (so that no entry is
    /// silently never matched).
    @Test func everyOwnWayKeyIsACitationProperty() {
        for key in SystemAPI.ownWayKeys {
            #expect(NumberCitation.Property(rawValue: key) != nil, "\(key)")
        }
    }

    /// O6: over a design system's own API, each of SpecSheet's choices the header lists is said
    /// for what it is: drawn the library's own way (as the spec says how), set by the sample's
    /// content, or drawn by the pictures alone; never all lumped as undrawn.
    @Test func anOwnAPICommentSaysWhoDrawsEachOfSpecSheetsChoices() throws {
        var checked = 0
        for sample in Self.samples {
            let c = sample.configuration
            guard let api = c.systemAPIs[sample.language] else { continue }
            let comment = SnippetHeader.ownAPIComment(for: c, language: sample.language)
            #expect(sample.text.contains(comment), "\(sample.name)")
            #expect(!comment.contains("it sets none of them"), "\(sample.name)")
            let ours = c.citations.filter { citation in
                if case .omitted = citation.underOwnAPI { return false }
                return citation.tag == .ours
            }
            let contentOwn = c.layoutCitations(for: sample.language).filter { $0.tag == .ours }
            if ours.isEmpty && contentOwn.isEmpty { #expect(comment.hasSuffix("with the numbers listed above."), "\(sample.name)"); continue }
            checked += 1
            for citation in ours {
                #expect(comment.contains(citation.subject), "\(sample.name): \(citation.subject)")
                if let property = citation.property, let words = api.ownWay?[property.rawValue] {
                    #expect(comment.contains(words), "\(sample.name): \(words)")
                    #expect(!comment.contains("no \(citation.subject)"), "\(sample.name)")
                }
            }
        }
        #expect(checked >= 1)
        let large = try CodeSnippetTests.snippet("orange-ods/bottom-sheet", variant: "expanding", state: "large", language: .swiftui)
        #expect(large.contains("the library draws the scrim opacity and the background its own way (a transparent layer behind the sheet and a clear background)"), "\(large)")
        #expect(large.contains("it sets no scrim colour, which only the pictures draw"), "\(large)")
        #expect(large.contains("the sample content below sets the row height and side margins itself"), "\(large)")
        #expect(large.contains("minHeight: 44"))
    }
}

/// The code findings of site 3's twentieth reading: every number the code writes has a Numbers
/// line with its source (the content's insets on every platform, Compose's drag-handle colour, a
/// design system's content closure), no comment calls a number "as drawn", a call that presents
/// on a device of the other size class says what it gives there where that is not the page's
/// drawing, and states of the same documented call with another starting binding are named. Every
/// check runs over the catalog and the other systems of Tests/Fixtures.
@Suite("Code comments: every written number cited, other size classes, same-call bindings", .serialized)
struct CodeNumberLinesTests {
    typealias Sample = CodeCommentTermsTests.Sample

    /// The catalog's samples and the other systems' (Material 3, Shoelace), each on its default device.
    static let samples: [Sample] = CodeCommentTermsTests.samples + CodeCommentTermsTests.samples(in: OtherSystemsTests.catalog)

    static func numbersLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("//   ") }
    }

    /// The content's insets as the code writes them: (top, leading, bottom, trailing).
    static func writtenInsets(_ sample: Sample) -> (top: Double, leading: Double, bottom: Double, trailing: Double)? {
        let patterns: [Regex<(Substring, Substring, Substring, Substring, Substring)>] = [
            #/\.padding\(EdgeInsets\(top: ([\d.]+), leading: ([\d.]+), bottom: ([\d.]+), trailing: ([\d.]+)\)\)/#,
            #/directionalLayoutMargins = NSDirectionalEdgeInsets\(top: ([\d.]+), leading: ([\d.]+), bottom: ([\d.]+), trailing: ([\d.]+)\)/#,
        ]
        for pattern in patterns {
            if let match = sample.text.firstMatch(of: pattern) {
                return (Double(match.1)!, Double(match.2)!, Double(match.3)!, Double(match.4)!)
            }
        }
        if let match = sample.text.firstMatch(of: #/modifier\.fillMaxWidth\(\)\.padding\(start = ([\d.]+)\.dp, top = ([\d.]+)\.dp, end = ([\d.]+)\.dp, bottom = ([\d.]+)\.dp\)/#) {
            return (Double(match.2)!, Double(match.1)!, Double(match.4)!, Double(match.3)!)
        }
        return nil
    }

    @Test func theSamplesIncludeTheOtherSystems() {
        #expect(Self.samples.count > CodeCommentTermsTests.samples.count)
    }

    /// Findings 2, 8 and 19: a space the code pads the content by, above, below or at the sides,
    /// on every platform and under a design system's own API, has a Numbers line with a source or
    /// SpecSheet's tag.
    @Test func everyInsetTheCodeWritesHasANumbersLine() throws {
        var checked = 0
        for sample in Self.samples {
            guard let insets = Self.writtenInsets(sample) else { continue }
            let lines = Self.numbersLines(sample.text)
            let unit = sample.configuration.device.unit
            func cited(_ subject: String, _ value: Double) -> Bool {
                lines.contains { $0.hasPrefix("//   \(subject): \(Literal.number(value)) \(unit)") && $0.contains("(") }
            }
            if insets.top >= 0.5 {
                checked += 1
                #expect(cited("space above the content", insets.top), "\(sample.name): top \(insets.top)\n\(sample.text)")
            }
            if insets.bottom >= 0.5 {
                checked += 1
                #expect(cited("space below the content", insets.bottom), "\(sample.name): bottom \(insets.bottom)\n\(sample.text)")
            }
            if insets.leading >= 0.5, sample.configuration.systemAPIs[sample.language] != nil {
                checked += 1
                #expect(cited("side margins", insets.leading), "\(sample.name): sides \(insets.leading)\n\(sample.text)")
            }
        }
        #expect(checked > 50)
        // The eBay bottom sheet's Compose sample: the guideline's 8 dp above, Skin's footer padding below.
        let compose = try CodeSnippetTests.snippet("ebay-playbook/bottom-sheet", device: "pixel-8", language: .compose)
        #expect(compose.contains("//   space above the content: 8 dp (stated in the guideline: eBay Playbook Bottom sheet v3.1)"), "\(compose)")
        #expect(compose.contains("//   space below the content: 16 dp (vendor: eBay Skin drawer-dialog.scss)"), "\(compose)")
        let sheet = try CodeSnippetTests.snippet("ebay-playbook/sheet", device: "pixel-8", language: .compose)
        #expect(sheet.contains("//   space above the content: 12 dp (SpecSheet's choice)"), "\(sheet)")
        // Orange's closed sheet writes the rows and their margins though it hides them.
        let orange = try CodeSnippetTests.snippet("orange-ods/bottom-sheet", variant: "standard", state: "closed", device: "iphone-15")
        #expect(orange.contains("//   side margins: 16 pt at the leading and trailing edges (SpecSheet's choice)"), "\(orange)")
        #expect(orange.contains("//   row height: 44 pt (SpecSheet's choice)"), "\(orange)")
    }

    /// Findings 3 and 8: a drag handle's colour the code sets has a Numbers line with its source;
    /// iOS's grabber, which the code does not colour, has none.
    @Test func aHandleColourTheCodeSetsHasANumbersLine() throws {
        var checked = 0
        for sample in Self.samples {
            let lines = Self.numbersLines(sample.text)
            let colourLines = lines.filter { $0.contains(" colour: ") && ($0.contains("handle") || $0.contains("grabber") || $0.contains("indicator")) }
            guard let call = sample.text.split(separator: "\n").first(where: { $0.contains("DragHandle(") && $0.contains("color = ") }) else {
                if sample.language == .swiftui || sample.language == .uikit { #expect(colourLines.isEmpty, "\(sample.name): \(colourLines)") }
                continue
            }
            checked += 1
            // Compose writes 0xAARRGGBB; the comment #RRGGBB, with the alpha after it where not opaque.
            let hexes = call.matches(of: #/Color\(0x([0-9A-F]{2})([0-9A-F]{6})\)/#).map { "#" + $0.2 + ($0.1 == "FF" ? "" : $0.1) }
            #expect(!hexes.isEmpty, "\(sample.name)")
            #expect(colourLines.contains { line in hexes.allSatisfy(line.contains) && line.contains("(") }, "\(sample.name): \(call)\n\(lines)")
        }
        #expect(checked >= 2)
    }

    /// Findings 8 and 18: no comment of any sample calls a number "as drawn": a number the page
    /// gives has its source, and one no source gives is SpecSheet's choice, said so.
    @Test func noCommentSaysAsDrawn() {
        for sample in Self.samples {
            for line in sample.text.split(separator: "\n") where line.contains("//") {
                #expect(!line.contains("as drawn"), "\(sample.name): \(line)")
            }
        }
        let sap = Self.samples.first { $0.name.contains("popover") && $0.language == .swiftui && $0.text.contains(".popover(isPresented:") }
        #expect(sap?.text.contains("//   space above the content: 17 pt as SpecSheet draws it (SpecSheet's choice)") == true, "\(sap?.text ?? "")")
    }

    /// Findings 5, 10 and 16: an iOS call that presents on the other size class's device, where
    /// the page draws the sheet another way than the call gives it, says what the call gives
    /// there; a sample whose code asks for the form sheet there is not told so twice.
    @Test func aCallSaysWhatItGivesOnTheOtherSizeClass() throws {
        var checked = 0
        for sample in Self.samples where sample.language == .swiftui || sample.language == .uikit {
            let c = sample.configuration
            let note = c.otherSizeClassNote(in: sample.language)
            if let note {
                checked += 1
                #expect(sample.text.contains("// " + Literal.lineComment(note)), "\(sample.name)")
                let other = try #require(c.otherSizeClass)
                // A form sheet whose compact-width drawing is iOS's adaptation gives the page's drawing there.
                let gives = c.compactWidthAdaptation(for: SnippetPresentation.choose(c, language: sample.language)) != nil
                #expect(note.hasPrefix("On \(other.device) (\(other.sizeClass.rawValue) width) " + (gives ? "this call gives the sheet the page draws there" : "the page draws this sheet ")), "\(note)")
            }
            if c.otherSizeClass?.sizeClass == .regular, SnippetPresentation.choose(c, language: sample.language) == .bottomSheet {
                #expect((note != nil) == (c.regularWidthFormSheet(for: sample.language) == nil), "\(sample.name)")
            }
        }
        #expect(checked >= 4)
        for language in [CodeLanguage.swiftui, .uikit] {
            let ebay = try CodeSnippetTests.snippet("ebay-playbook/bottom-sheet", device: "iphone-15", language: language)
            #expect(ebay.contains("On iPad (10th generation) (regular width) the page draws this sheet attached to the bottom edge, centred, "
                                  + "at most 640 pt wide"), "\(ebay)")
            #expect(ebay.contains("there this call gives instead iPad's own page sheet, which UIKit lays out itself"), "\(ebay)")
            let sheet = try CodeSnippetTests.snippet("ebay-playbook/sheet", variant: "context", device: "iphone-15", language: language)
            #expect(sheet.contains("there this call gives instead iPad's own page sheet"), "\(sheet)")
            let popover = try CodeSnippetTests.snippet("sap-fiori/sheet", variant: "popover", device: "ipad-10", language: language)
            #expect(popover.contains("On iPhone 15 (compact width) the page draws this sheet attached to the bottom edge"), "\(popover)")
            #expect(popover.contains("the “Modal sheet” sample's code gives the page's drawing there"), "\(popover)")
            // SAP's modal sheet asks for the form sheet the page draws on iPad: nothing more to say.
            let modal = try CodeSnippetTests.snippet("sap-fiori/sheet", variant: "modal-sheet", device: "iphone-15", language: language)
            #expect(!modal.contains("the page draws this sheet"), "\(modal)")
        }
    }

    /// Finding 15: a sample's Presents line names the iPad form sheet only where the page draws it
    /// as iOS's form sheet is, modal over a dimmed page (SAP's modal sheet, not its non-modal card).
    @Test func thePresentsLineNamesOnlyWhatTheCallGives() throws {
        for sample in Self.samples where sample.language == .swiftui || sample.language == .uikit {
            let c = sample.configuration
            guard let form = c.regularWidthFormSheet(for: sample.language) else { continue }
            #expect((CodeSnippet.regularWidthFormSheetDevice(c, in: sample.language) != nil) == form.drawnModal, "\(sample.name)")
        }
        let html = try SiteFixture.catalogSite.page("sap-fiori/sheet/index.html")
        #expect(html.contains("Modal sheet, Default, on iPhone 15 and, as a form sheet, on iPad (10th generation)"))
        #expect(!html.contains("Non-modal sheet, Default, on iPhone 15 and, as a form sheet"))
    }

    /// Findings 11 and 12: Orange's sizes cite the library's code, the large one with the doc
    /// comment's 90 % the page lists; the same modifier with another starting binding names the
    /// states it presents so.
    @Test func orangeSizesAndBindingsAreSaid() throws {
        let large = try CodeSnippetTests.snippet("orange-ods/bottom-sheet", variant: "expanding", state: "large", device: "iphone-15")
        #expect(large.contains("//   height “Medium”: 50 % of the height below the top safe area: 396.5 pt on this device, as SpecSheet lays the rule out, "
                               + "34 pt of it the bottom safe area the sheet reaches into (iPhone 15's inset, measured by the community) "
                               + "(vendor: ods-ios BottomSheet source › .relative(0.5)); sources disagree: the guideline and the doc comment"), "\(large)")
        #expect(large.contains("(vendor: ods-ios BottomSheet source › .relativeTop(0.975)); sources disagree: the doc comment on the large case "
                               + "of ODSBottomSheetSize says 90 % of the screen"), "\(large)")
        #expect(large.contains("This same call also presents “Medium” with bottomSheetSize = .medium and “Small” with bottomSheetSize = .small"), "\(large)")
        let closed = try CodeSnippetTests.snippet("orange-ods/bottom-sheet", variant: "standard", state: "closed", device: "iphone-15")
        #expect(closed.contains("This same call also presents “Opened” with isOpen = true"), "\(closed)")
        // Every height line of every sample whose detent the spec gives a source names it.
        for sample in Self.samples {
            for detent in sample.configuration.detents {
                guard let source = detent.provenance?.source, let title = sample.configuration.sourceTitles[source] else { continue }
                let line = Self.numbersLines(sample.text).first { $0.contains("height \(DetentLabel.quoted(detent.name))") }
                #expect(line?.contains(title) ?? true, "\(sample.name): \(line ?? "")")
            }
        }
    }
}

/// The code reviewer's findings of s20 (findings 1 and 3–9), each over every sample of the catalog.
@Suite("Code comments: the s20 findings", .serialized)
struct CodeFindingsTwentyTests {
    typealias Sample = CodeCommentTermsTests.Sample
    static var samples: [Sample] { CodeCommentTermsTests.samples }
    static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    /// Finding 1: where the page draws a non-modal sheet on iPad and the iOS call gives a dimmed
    /// sheet there, no comment speaks of a dimmed page the page leaves out; the conflict is said.
    @Test func aNonModalSheetNeverLeavesOutATapOnADimmedPageItDoesNotDraw() {
        var checked = 0
        for sample in Self.samples where sample.language == .swiftui || sample.language == .uikit {
            let presentation = SnippetPresentation.choose(sample.configuration, language: sample.language)
            guard let regular = sample.configuration.regularWidthClosing, !regular.drawnModal,
                  presentation == .bottomSheet || presentation == .formSheet else { continue }
            checked += 1
            #expect(!sample.text.contains("a tap on the dimmed page around it"), "\(sample.name)")
            #expect(sample.text.contains("this call gives iOS's page sheet, which dims and blocks the page")
                    || sample.text.contains("this call gives iOS's form sheet, which dims and blocks the page"), "\(sample.name)")
        }
        #expect(checked >= 4)
    }

    /// Finding 3: every Compose bottom sheet names the states its same call presents.
    @Test func composeSheetsNameTheStatesTheirCallPresents() {
        var checked = 0
        for sample in Self.samples where sample.language == .compose && sample.text.contains("BottomSheet(") {
            for state in sample.configuration.sameCallStates {
                checked += 1
                #expect(sample.text.contains("“\(state)”"), "\(sample.name): \(state)")
            }
        }
        #expect(checked >= 8)
    }

    /// Finding 4: the Sources line names every document a Numbers line cites.
    @Test func theSourcesLineNamesEveryDocumentTheNumbersCite() {
        var checked = 0
        for sample in Self.samples {
            let lines = Self.lines(sample.text)
            guard let sources = lines.first(where: { $0.hasPrefix("// Sources: ") }) else { continue }
            let numbers = lines.filter { $0.hasPrefix("//   ") }
            for title in Set(sample.configuration.sourceTitles.values) where numbers.contains(where: { $0.contains(title) }) {
                checked += 1
                #expect(sources.contains(title), "\(sample.name): \(title)")
            }
        }
        #expect(checked > 100)
    }

    /// Finding 5: a design system's own API is never said to draw a number the sample content sets.
    @Test func anOwnAPIDrawsNoNumberTheContentSets() {
        var checked = 0
        for sample in Self.samples {
            guard let comment = Self.lines(sample.text).first(where: { $0.contains("The design system's API draws the sheet with the numbers listed above") })
            else { continue }
            for citation in sample.configuration.layoutCitations(for: sample.language) where citation.tag == .ours {
                checked += 1
                #expect(comment.contains(citation.subject) && comment.contains("the sample content below sets"), "\(sample.name): \(citation.subject)")
            }
        }
        #expect(checked >= 4)
    }

    /// Finding 6: a form sheet's size asked for where the page draws a non-modal card is said to
    /// go to iOS's form sheet, which dims the page.
    @Test func aFormSheetSizeIsGivenToIOSsFormSheet() {
        var checked = 0
        for sample in Self.samples {
            guard let form = sample.configuration.regularWidthFormSheet(for: sample.language), !form.drawnModal else { continue }
            let lines = Self.lines(sample.text).filter { $0.hasPrefix("//   form sheet") }
            for line in lines {
                checked += 1
                #expect(!line.contains("to the non-modal card"), "\(sample.name): \(line)")
                #expect(line.contains("iOS's form sheet, which dims the page") || line.hasSuffix("as above)"), "\(sample.name): \(line)")
            }
            #expect(lines.first?.contains("iOS's form sheet, which dims the page") ?? true, "\(sample.name)")
        }
        #expect(checked >= 2)
    }

    /// Finding 7: a form-sheet call measured on iPad whose compact-width drawing is iOS's
    /// adaptation says it presents there too, and ties its iPad warnings to iPad.
    @Test func aFormSheetSaysItPresentsInCompactWidthToo() {
        var checked = 0
        for sample in Self.samples where sample.language == .swiftui || sample.language == .uikit {
            guard let device = CodeSnippet.compactWidthAdaptedDevice(sample.configuration, in: sample.language) else { continue }
            checked += 1
            #expect(sample.text.contains("On \(device) (compact width) this call gives the sheet the page draws there"), "\(sample.name)")
            #expect(!sample.text.contains("// The page does not close the sheet"), "\(sample.name)")
            #expect(CodeSnippet.alsoPresents(sample.configuration, in: sample.language) != nil, "\(sample.name)")
        }
        #expect(checked >= 2)
    }

    /// Finding 7, on the page: the Code section's caption says such a sample presents in compact width too.
    @Test func thePageSaysAFormSheetSamplePresentsInCompactWidth() throws {
        var checked = 0
        for sample in Self.samples where sample.language == .swiftui || sample.language == .uikit {
            guard let device = CodeSnippet.compactWidthAdaptedDevice(sample.configuration, in: sample.language) else { continue }
            let html = try SiteFixture.catalogSite.page("\(sample.configuration.address)/index.html")
            checked += 1
            #expect(html.contains("and, as a full-height sheet from the bottom, on \(device)"), "\(sample.name)")
            #expect(html.contains("the full-height sheet from the bottom drawn there"), "\(sample.name)")
        }
        #expect(checked >= 2)
    }

    /// Finding 2: a BottomSheetScaffold whose call gives a keyboard state pads its content for the IME.
    @Test func aScaffoldSheetWithTheKeyboardUpPadsForTheIME() {
        var checked = 0
        for sample in Self.samples where sample.language == .compose && sample.text.contains("BottomSheetScaffold(") {
            let expected = sample.configuration.keyboardSharesCall && sample.configuration.keyboard == .rise
            if expected { checked += 1 }
            #expect(sample.text.contains("modifier = Modifier.imePadding()") == expected, "\(sample.name)")
        }
        #expect(checked >= 1)
    }

    /// Finding 8: UIKit keeps a popover the page's margins from the screen's edges; SwiftUI says it cannot.
    @Test func aUIKitPopoverSetsThePagesMargins() {
        var checked = 0
        for sample in Self.samples where sample.text.contains("The pictures draw the popover with") {
            let m = sample.configuration.margin
            guard sample.configuration.specifiesMargin else { continue }
            checked += 1
            if sample.language == .uikit {
                #expect(sample.text.contains("popover.popoverLayoutMargins = UIEdgeInsets(top: \(Literal.number(m.top)), left: \(Literal.number(m.leading)), "
                                             + "bottom: \(Literal.number(m.bottom)), right: \(Literal.number(m.trailing)))"), "\(sample.name)")
                #expect(!sample.text.contains("placement, corners and shadow itself"), "\(sample.name)")
            } else {
                #expect(sample.text.contains("SwiftUI has no setting for a popover's margins"), "\(sample.name)")
            }
            #expect(Self.lines(sample.text).contains { $0.hasPrefix("//   top margin: \(Literal.number(m.top))") }, "\(sample.name)")
        }
        #expect(checked >= 2)
    }

    /// Finding 9: a separator the page colours is drawn in its colour, with a Numbers line.
    @Test func aSeparatorIsDrawnInThePagesColour() {
        var checked = 0
        for sample in Self.samples where sample.language == .swiftui || sample.language == .uikit {
            guard sample.configuration.separatorColour != nil,
                  sample.text.contains("let separator = UIView()") || sample.text.contains("the separator below the title bar") else { continue }
            checked += 1
            #expect(!sample.text.contains("separator.backgroundColor = .separator"), "\(sample.name)")
            #expect(!sample.text.contains("{ Divider()"), "\(sample.name)")
            #expect(Self.lines(sample.text).contains { $0.hasPrefix("//   separator colour: ") }, "\(sample.name)")
        }
        #expect(checked >= 2)
    }
}

/// E6: the Code section's introduction gives as an example of one sample's code giving another
/// presentation only what that page's samples do (an action sheet the system shows as a popover
/// in regular width; a sheet whose code also asks for the form sheet in regular width).
@Suite("The Code section's introduction, page by page")
struct CodeIntroductionTests {
    @Test func theIntroductionGivesOnlyExamplesItsPageHas() throws {
        let built = SiteFixture.catalogSite
        var pages = 0
        for component in Fixture.catalog.components {
            let html = try built.page("\(component.address)/index.html")
            guard let intro = html.firstMatch(of: #/<p class="section-intro" data-origin="page:code">(.*?)</p>/#)?.1 else { continue }
            pages += 1
            let codes = html.matches(of: #/<code>(.*?)</code>/#.dotMatchesNewlines()).map { String($0.1) }.joined(separator: "\n")
            let popover = codes.contains("In regular width") && codes.contains("action sheet as a popover")
                || codes.contains("In regular width (iPad) the system shows it as a popover")
            #expect(intro.contains("action sheet as a popover") == popover, "\(component.address): \(intro)")
            let formSheet = html.contains("and, as a form sheet, on ")
            #expect(intro.contains("form sheet drawn in regular width") == formSheet, "\(component.address): \(intro)")
            #expect(intro.contains("unless the same code gives it"), "\(component.address)")
        }
        #expect(pages == Fixture.catalog.components.count)
    }
}
