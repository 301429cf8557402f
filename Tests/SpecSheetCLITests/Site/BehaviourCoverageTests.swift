import Foundation
import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #26 (the eBay pages' fresh reader): a behaviour fact speaks of the devices it is given
/// for, covers every state of its variant, and a platform's rules are each said once.
@Suite("Behaviour facts cover their devices and states")
struct BehaviourCoverageTests {
    let built = SiteFixture.catalogSite

    /// Each variant's facts on a page: variant name → label → its `dd`.
    private func facts(_ page: String) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for block in page.matches(of: /<summary>([^<]*)<\/summary>\n<dl class="facts">(.*?)<\/dl>/.dotMatchesNewlines()) {
            var rows: [String: String] = [:]
            for row in String(block.output.2).matches(of: /<dt>([^<]*)<\/dt>\n?<dd[^>]*>(.*?)<\/dd>/.dotMatchesNewlines()) {
                rows[String(row.output.1)] = String(row.output.2)
            }
            result[String(block.output.1)] = rows
        }
        return result
    }

    /// A Pixel Tablet row said "on iPad the native form and page sheets would lay themselves out
    /// instead": a reading given for one platform's devices speaks of that platform only.
    @Test func aReadingForOnePlatformsDevicesSpeaksOfThatPlatformOnly() throws {
        // Another platform's devices, APIs and presentations (naming the platform itself, as the
        // source's own scope, may explain a reading: "calls interactive dismiss an iOS feature").
        let words: [Platform: [String]] = [
            .ios: ["iPad", "iPhone", "UIKit", "SwiftUI", "VoiceOver", "form sheet", "page sheet"],
            .android: ["Pixel", "Android tablet", "TalkBack", "Compose", "Material's"],
        ]
        var checked = 0
        for component in Fixture.catalog.components {
            let page = try built.page("\(component.address)/index.html")
            for (variant, rows) in facts(page) {
                for (label, value) in rows {
                    for item in value.matches(of: /<li data-origin="[^"]*"><span class="fact-devices">([^<]*)<\/span>(.*?)<\/li>/) {
                        let devices = String(item.output.1), text = String(item.output.2)
                        let ios = devices.contains("iPhone") || devices.contains("iPad")
                        let android = devices.contains("Pixel")
                        guard ios != android, let reading = text.range(of: "SpecSheet’s reading") else { continue }
                        checked += 1
                        let other = words[ios ? .android : .ios] ?? []
                        let note = text[reading.lowerBound...]
                        #expect(!other.contains { note.contains($0) }, "\(component.address) \(variant) \(label) \(devices): \(note)")
                    }
                }
            }
        }
        #expect(checked >= 5)
    }

    /// The context sheet's Modality said only "Modal: a scrim … dims the page", though its state
    /// “Without scrim” leaves the page usable. Every state of a variant whose modality or ways to
    /// close differ from the variant's first is named in that fact, with what it changes (the
    /// counter-examples drawn for a Don't aside).
    @Test func modalityAndWaysToCloseCoverEveryStateOfTheVariant() throws {
        var checked = 0
        for component in Fixture.catalog.components {
            let page = try built.page("\(component.address)/index.html")
            let pageFacts = facts(page)
            for platform in component.offeredPlatforms {
                let device = platform == .ios ? "iphone-15" : "pixel-8"
                for variant in component.variants(on: platform) {
                    let states = component.states(in: variant.id, on: platform)
                    guard let first = states.first, let rows = pageFacts[variant.name] else { continue }
                    func presentation(_ state: Variation) throws -> ResolvedPresentation {
                        let selection = try SelectionResolver(catalog: Fixture.catalog).resolve(
                            SelectionRequest(address: component.address, variant: variant.id, state: state.id, device: device))
                        return try ResolvedPresentation.resolve(selection, catalog: Fixture.catalog)
                    }
                    let base = try presentation(first)
                    for state in states.dropFirst() where state.trigger == nil && state.snapshot {
                        let other = try presentation(state)
                        let name = "“" + state.name.replacingOccurrences(of: "'", with: "&#39;") + "”"
                        if other.modal != base.modal {
                            checked += 1
                            #expect(rows["Modality"]?.contains("In \(name)") == true, "\(component.address) \(variant.name): \(state.name)")
                        }
                        if Set(other.dismissal) != Set(base.dismissal) {
                            checked += 1
                            #expect(rows["Ways to close"]?.contains(name) == true, "\(component.address) \(variant.name): \(state.name)")
                        }
                    }
                }
            }
        }
        #expect(checked >= 2)
        // The eBay context sheet, in words: without a scrim the page stays usable and there is no
        // scrim to tap; TalkBack adds the close button there, not a scrim.
        let rows = try #require(facts(try built.page("ebay-playbook/sheet/index.html"))["Context sheet"])
        #expect(rows["Modality"]?.contains("In “Without scrim” it is non-modal: no scrim; the page behind stays visible and usable.") == true)
        #expect(rows["Ways to close"]?.contains("In “Without scrim”: the close button, swiping down.") == true)
        #expect(rows["Ways to close"]?.contains("tapping the scrim (only while TalkBack is on)") == false)
    }

    /// The Android rules said "Android hides the close button unless TalkBack is on" and then "With
    /// TalkBack on, Android shows the close button" (and again for the leading one). No rule only
    /// undoes, for some of the cases, what an earlier rule covering them did to a part: the
    /// exception belongs in the earlier rule's condition, so that each rule is said once.
    @Test func noRuleOnlyUndoesAnEarlierOne() throws {
        func covers(_ a: Condition, _ b: Condition) -> Bool {
            func superset<T: Hashable>(_ x: [T]?, _ y: [T]?) -> Bool { x.map { x in y.map { Set($0).isSubset(of: x) } ?? false } ?? true }
            return superset(a.platforms, b.platforms) && superset(a.variants, b.variants) && superset(a.states, b.states)
                && (!a.testsWindow || (a.sizeClass == b.sizeClass && a.verticalSizeClass == b.verticalSizeClass
                    && a.orientation == b.orientation && a.windowClasses == b.windowClasses))
        }
        for component in Fixture.catalog.components + OtherSystemsTests.catalog.components {
            for (i, earlier) in component.rules.enumerated() {
                for (j, later) in component.rules.enumerated() where j > i && covers(earlier.condition, later.condition) {
                    for (part, patch) in later.parts {
                        guard let visible = patch.visible, let before = earlier.parts[part]?.visible else { continue }
                        #expect(visible == before, "\(component.address): rules.\(j + 1) only undoes rules.\(i + 1) for \(part)")
                    }
                }
            }
        }
        // And the eBay sheet's Android rules, as the page lists them, each once.
        let page = try built.page("ebay-playbook/sheet/index.html")
        let android = try #require(page.components(separatedBy: "<h4 class=\"rules-title\">Rules on Android</h4>").dropFirst().first?
            .components(separatedBy: "</ul>").first)
        let bullets = android.matches(of: /<li data-origin="[^"]*">(.*?)<\/li>/).map { String($0.output.1) }
        #expect(bullets.filter { $0.contains("close button") }.count == 1, "\(bullets)")
    }
}
