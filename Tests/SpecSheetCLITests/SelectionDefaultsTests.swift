import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// Issue #16: the default selection is defined once. The command line (`SelectionResolver`) and
/// the site's `picture:` lines (`PracticeSelection`) pick the same platform, variant, state and
/// device when a key is left out, and the device is the one the variant is designed for.
@Suite("One default selection for the command line and the site")
struct SelectionDefaultsTests {
    let catalog = Fixture.catalog

    @Test func theCommandLineShowsEachVariantOnTheDeviceItIsDesignedFor() throws {
        let resolver = SelectionResolver(catalog: catalog)
        var checked = 0
        for component in catalog.components {
            for platform in component.offeredPlatforms {
                for variant in component.variants(on: platform) {
                    let selection = try resolver.resolve(SelectionRequest(address: component.address, variant: variant.id,
                                                                          platform: platform))
                    #expect(selection.screen.id == DefaultDevice.id(for: variant, on: platform),
                            "\(component.address) \(variant.id) on \(platform)")
                    #expect(selection.screen.orientation == .portrait)
                    if variant.sizeClasses?.first == .regular {
                        #expect(selection.screen.horizontalSizeClass == .regular, "\(component.address) \(variant.id)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked >= 17)  // 5 components, 17 variant × platform pairs
        // SAP Fiori's form sheet is designed for regular width: an iPad, not the first iPhone.
        let formSheet = try resolver.resolve(SelectionRequest(address: "sap-fiori/sheet", variant: "form-sheet"))
        #expect(formSheet.screen.id == "ipad-10")
    }

    @Test func aPictureLineWithoutKeysSelectsWhatTheCommandLineSelects() throws {
        let resolver = SelectionResolver(catalog: catalog)
        for component in catalog.components {
            let primary = try #require(component.primaryPlatform)
            for variant in component.variants(on: primary) {
                let request = PictureRequest(variant: variant.id, location: SourceLocation(file: "guide.md", line: 1, column: 1))
                let picture = try PracticeSelection(request, component: component, catalog: catalog, primaryPlatform: primary)
                let command = try resolver.resolve(SelectionRequest(address: component.address, variant: variant.id))
                #expect(picture.platform == command.screen.platform)
                #expect(picture.device.id == command.screen.id, "\(component.address) \(variant.id)")
                #expect(picture.state == command.state)
                #expect(picture.orientation == command.screen.orientation)
            }
        }
    }

    @Test func theDefaultPlatformIsTheFirstTheGuidelineOffers() throws {
        var system = try #require(catalog.systems.first { $0.components.contains { $0.platforms.count > 1 } })
        let index = try #require(system.components.firstIndex { $0.platforms.count > 1 })
        let first = system.components[index].platforms[0]
        system.components[index].refusals[first] = "use something else"
        let component = system.components[index]
        #expect(component.primaryPlatform == component.platforms[1])
        #expect(component.offeredPlatforms == Array(component.platforms.dropFirst()))
        let edited = Catalog(systems: [system], devices: catalog.devices, platforms: catalog.platforms)
        let selection = try SelectionResolver(catalog: edited).resolve(SelectionRequest(address: component.address))
        #expect(selection.screen.platform == component.platforms[1])
        // Asking for the refused platform is still an error that says why.
        #expect(throws: LayoutError.self) {
            try SelectionResolver(catalog: edited).resolve(SelectionRequest(address: component.address, platform: first))
        }
    }
}
