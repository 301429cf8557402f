import Foundation
import SpecSheetCLI
import SpecSheetLayout
import SpecSheetModel
import Testing

/// The window-size explorer's export (issue #30): the same bytes every time, equal to `specsheet
/// geometry` at sizes it was not fitted at, regions cut where the rules change, and a verification
/// that fails when the export is wrong.
@Suite("Explorer export")
struct ExplorerExportTests {
    static func export(_ address: String, jobs: Int = 1) throws -> ExplorerExport {
        try ExplorerExporter(catalog: Fixture.catalog, measurer: Fixture.measurer, jobs: jobs)
            .export(Fixture.catalog.component(at: address)!)
    }

    /// Two exports, by two exporters on one and two threads: the same bytes.
    @Test func theExportIsDeterministic() throws {
        let first = try Self.export("apple-hig/action-sheet").json.serialized()
        let second = try Self.export("apple-hig/action-sheet", jobs: 2).json.serialized()
        #expect(first.utf8.count > 10_000)
        #expect(first == second)
    }

    /// At sizes of its own (not the verification's), the exported layout gives what `specsheet
    /// geometry --device WxH --platform P` prints for every part, the container and the detent.
    @Test(arguments: ["ebay-playbook/bottom-sheet", "sap-fiori/sheet"])
    func theExportEqualsGeometryAtSampledSizes(address: String) throws {
        let export = try Self.export(address)
        var generator = SplitMix(seed: 30)
        var largest = 0.0
        for index in 0..<48 {
            let selection = export.selections[index % export.selections.count]
            let range = export.platforms.first { $0.platform == selection.platform }!.range
            let width = generator.size(in: range), height = generator.size(in: range)
            let text = try GeometryAction.run(
                catalog: Fixture.catalog,
                request: SelectionRequest(address: address, variant: selection.variant, state: selection.state,
                                          platform: selection.platform, device: "\(width)x\(height)"),
                measurer: Fixture.measurer)
            let geometry = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let region = try #require(selection.region(width: width, height: height, range: range))
            let layout = selection.layouts[region.layout]
            let values = layout.values(width: width, height: height)
            let parts = try #require(geometry["parts"] as? [[String: Any]])
            #expect(parts.map { $0["id"] as? String } == layout.parts.map(\.id))
            for (offset, part) in parts.enumerated() {
                let frame = try #require(part["frame"] as? [String: Double])
                for (key, at) in [("x", 0), ("y", 1), ("width", 2), ("height", 3)] {
                    let deviation = abs(frame[key]! - values[offset * LayoutVector.perPart + at])
                    largest = max(largest, deviation)
                    #expect(deviation <= 0.5, "\(address) \(selection.variant)/\(selection.state) \(width)x\(height): \(part["id"]!).\(key)")
                }
            }
            if let detent = geometry["detent"] as? [String: Any] {
                let height = values[layout.parts.count * LayoutVector.perPart]
                #expect(abs((detent["height"] as! Double) - height) <= 0.5)
            }
        }
        #expect(largest <= 0.5)
    }

    /// A band boundary: the eBay bottom sheet on Android turns regular at 600 dp (and Material's
    /// window class turns medium there): 599.99 and 600 lie in different regions, the size-class
    /// rule applies only in the second, and the sheet stops at 640 wide from there on.
    @Test func aBandBoundaryChangesTheRuleAndTheLayout() throws {
        let export = try Self.export("ebay-playbook/bottom-sheet")
        let selection = try #require(export.selection(.android, "modal", "fit-content"))
        let range = export.platforms.first { $0.platform == .android }!.range
        let below = try #require(selection.region(width: 599.99, height: 900, range: range))
        let at = try #require(selection.region(width: 600, height: 900, range: range))
        #expect(below.region.widthBelow == 600 && at.region.minWidth == 600)
        #expect(below.region.screen.windowClass == "compact" && at.region.screen.windowClass == "medium")
        let regular = try #require(export.rules.firstIndex { $0.when == "sizeClass: regular" && $0.words == "In regular width" })
        #expect(!below.rules.contains(regular) && at.rules.contains(regular))
        let container = selection.layouts[at.layout].parts.firstIndex { $0.parent == nil && $0.kind != "scrim" }!
        func width(_ w: Double, _ entry: ExplorerRegion) -> Double {
            selection.layouts[entry.layout].values(width: w, height: 900)[container * LayoutVector.perPart + 2]
        }
        let wide = try #require(selection.region(width: 700, height: 900, range: range))
        #expect(width(599.99, below) == 599.99)
        #expect(width(600, at) == 600)
        #expect(width(700, wide) == 640)
    }

    /// The verification fails an export that is off by more than half a unit somewhere, naming
    /// the number; so a wrong export never reaches a page.
    @Test func verificationFailsAWrongExport() throws {
        var export = try Self.export("apple-hig/action-sheet")
        let verification = ExplorerVerification(catalog: Fixture.catalog, measurer: Fixture.measurer)
        let report = try verification.verify(export)
        // Apple's action sheet has one state of its design per variant (its "Don't" counter-examples
        // are not explored), so a few hundred sizes.
        #expect(report.maximumDeviation <= 0.05 && report.sizes > 150, "\(report.sizes)")
        // Move one part's x by 0.6 in one layout.
        let surface = export.selections[0].layouts[0].surfaces[0]
        export.selections[0].layouts[0].surfaces[0] = PiecewiseSurface(
            widthBreaks: surface.widthBreaks,
            columns: surface.columns.map { column in
                PiecewiseSurface.Column(heightBreaks: column.heightBreaks, planes: column.planes.map { plane in
                    plane.map { LinearPlane(a: $0.a + 0.6, b: $0.b, c: $0.c) }
                })
            })
        #expect {
            _ = try verification.verify(export)
        } throws: { error in
            guard case .deviation(_, _, _, let number, _, _)? = error as? ExplorerError else { return false }
            return number.hasSuffix(".x")
        }
    }

    /// Every device of the menu is laid out on its own screen (#26): iPhone SE keeps its 20 pt
    /// status bar and no home indicator, where a custom 375 × 667 window takes the 59/34 pt of a
    /// custom phone (iPhone 15's); the fitted sheet there is as tall as the engine makes it on
    /// iPhone SE; and every preset, in both orientations, has the safe area, keyboard and idiom
    /// devices.yaml gives it.
    @Test func everyDeviceKeepsItsOwnScreen() throws {
        let address = "ebay-playbook/bottom-sheet"
        let export = try Self.export(address)
        let selection = try #require(export.selection(.ios, "modal", "fit-content"))
        let range = export.platforms.first { $0.platform == .ios }!.range
        let custom = try #require(selection.region(width: 375, height: 667, range: range))
        #expect(custom.region.screen.safeArea.top == 59)
        let se = try #require(selection.device("iphone-se", width: 375, height: 667))
        #expect(se.screen.safeArea.top == 20 && se.screen.safeArea.bottom == 0 && se.screen.keyboardHeight == 260)
        let text = try GeometryAction.run(
            catalog: Fixture.catalog,
            request: SelectionRequest(address: address, variant: "modal", state: "fit-content", platform: .ios, device: "iphone-se"),
            measurer: Fixture.measurer)
        let geometry = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let detent = try #require(geometry["detent"] as? [String: Any])
        let layout = selection.layouts[se.layout]
        let exported = layout.values(width: 375, height: 667)[layout.parts.count * LayoutVector.perPart]
        #expect(abs((detent["height"] as! Double) - exported) <= 0.5, "SE's fitted height \(exported) vs the engine's \(detent["height"]!)")
        let customHeight = selection.layouts[custom.layout].values(width: 375, height: 667)[layout.parts.count * LayoutVector.perPart]
        #expect(abs(customHeight - exported) > 0.5, "the custom size and iPhone SE should differ here")
        for export in [export, try Self.export("sap-fiori/sheet")] {
            for selection in export.selections {
                let rules = Fixture.catalog.platforms[selection.platform]!
                for preset in Fixture.catalog.devices where preset.platform == selection.platform {
                    for orientation in [Orientation.portrait, .landscape] {
                        let screen = Screen.preset(preset, orientation: orientation, rules: rules)
                        let entry = selection.device(preset.id, width: screen.width, height: screen.height)
                        #expect(entry?.screen.safeArea == screen.safeArea && entry?.screen.keyboardHeight == screen.keyboardHeight
                                && entry?.screen.idiom == screen.idiom, "\(export.address) \(selection.variant)/\(selection.state) \(preset.id) \(orientation)")
                    }
                }
            }
        }
        #expect(export.json.serialized().contains(#""devices":[["iphone-15","portrait","#))
    }

    /// A rule that applies is said in a reader's words (#26), never as the spec writes its
    /// condition, and says where it is SpecSheet's reading or choice.
    @Test func rulesAreSaidInAReadersWords() throws {
        let sap = try Self.export("sap-fiori/sheet")
        let words = sap.rules.map(\.words)
        #expect(words.contains("Full-screen modal, in regular width"))
        #expect(words.contains("Modal sheet, in regular width and compact height"))
        #expect(words.contains("Modal sheet or Non-modal sheet, in compact width and compact height"))
        #expect(words.contains("Modal sheet, in “Don't: a popover in its place in compact width”, in compact width"))
        let raw = /\b(platform|variant|state|sizeClass|verticalSizeClass|orientation|idiom|windowClass|minWidth|widthBelow|minHeight|heightBelow):/
        for address in ["apple-hig/action-sheet", "ebay-playbook/bottom-sheet", "ebay-playbook/sheet", "sap-fiori/sheet"] {
            for rule in try Self.export(address).rules {
                #expect(rule.words.firstMatch(of: raw) == nil, "\(address) \(rule.path): \(rule.words)")
            }
        }
        let apple = try Self.export("apple-hig/action-sheet")
        #expect(apple.rules.map(\.ownership) == [.ours, .reading])
        #expect(sap.rules.first { $0.words == "Non-modal sheet, in regular width and regular height" }?.ownership == .reading)
    }

    /// The presentation is named in the component's own words (#26): Apple's action sheet is an
    /// action sheet floating above the bottom edge on a phone and a popover on iPad, eBay's Sheet
    /// is a sheet, never another catalog component's name ("Bottom sheet").
    @Test func thePresentationIsNamedInTheComponentsWords() throws {
        func words(_ address: String) throws -> Set<String> {
            Set(try Self.export(address).selections.flatMap { $0.regions.map(\.fixed) + $0.devices.map(\.fixed) }.compactMap { fixed in
                guard case .object(let members) = fixed, case .string(let words)? = members.first(where: { $0.0 == "words" })?.1
                else { return nil }
                return words
            })
        }
        #expect(try words("apple-hig/action-sheet") == ["Action sheet floating above the bottom edge",
                                                         "Popover pointing at the control that opened it"])
        let sheet = try words("ebay-playbook/sheet")
        #expect(!sheet.isEmpty && sheet.allSatisfy { $0.hasPrefix("Sheet ") })
    }

    /// The segmenter finds a kink and a jump where they are, the jump to a billionth.
    @Test func theSegmenterFindsKinksAndJumps() {
        // A line that bends at 400.3 and jumps by 20 at 700.125 (as a wrapping text does).
        let breaks = LinearSegmenter().breakpoints(from: 320, to: 1200) { x in
            [min(x, 400.3) * 0.5 + (x >= 700.125 ? 20 : 0), 7]
        }
        #expect(breaks.count == 2, "\(breaks)")
        #expect(abs(breaks[0] - 400.3) < 1.0 / 64)
        #expect(breaks[1] >= 700.125 && breaks[1] - 700.125 < 1e-8)
    }
}

/// Sizes for the tests, the same every run (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
    /// A size in `range` to a hundredth.
    mutating func size(in range: ExplorerRange) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return ((range.lowest + (range.highest - range.lowest) * unit) * 100).rounded() / 100
    }
}
