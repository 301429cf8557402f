import SpecSheetModel

/// Lays out catalog selections: resolves the selection, applies the spec's rules, runs auto layout
/// inside the presentation layer and measures the declared dimensions. Pure and deterministic for a
/// deterministic ``TextMeasuring``.
public struct LayoutEngine: Sendable {
    public let catalog: Catalog
    public let measurer: any TextMeasuring
    /// The reader's text size: `.largest` lays every text style out at the platform's largest
    /// accessibility size (``LargestTextScale``), line heights with it, so the audit and the
    /// pictures can show what that does to the sheet.
    public var textSize: TextSize

    public init(catalog: Catalog, measurer: any TextMeasuring, textSize: TextSize = .standard) {
        self.catalog = catalog
        self.measurer = measurer
        self.textSize = textSize
    }

    /// The scene for a request given as selectors.
    public func scene(for request: SelectionRequest) throws(LayoutError) -> Scene {
        try scene(for: SelectionResolver(catalog: catalog).resolve(request))
    }

    /// The scene for a resolved selection.
    public func scene(for selection: Selection) throws(LayoutError) -> Scene {
        try scene(for: selection, detent: nil)
    }

    /// The scene for a resolved selection, its sheet resting at `detent` instead of the
    /// presentation's own when one is given.
    func scene(for selection: Selection, detent: ResolvedDetent?) throws(LayoutError) -> Scene {
        try prepared(selection, detent: detent).scene(on: selection.screen, measuringDimensions: true)
    }

    /// What a selection's layout needs that does not depend on the screen's size: its tokens,
    /// resolved presentation and anatomy tree. Valid for every screen on which the same rules
    /// apply (the explorer's export lays one selection out at thousands of sizes this way).
    struct Prepared {
        let engine: LayoutEngine
        let selection: Selection
        let tokens: TokenValues
        let rules: ResolvedPresentation
        let anatomy: PartSpec
        let root: LayoutNode

        /// The selection laid out on `screen`; `measuringDimensions: false` leaves the redlines out.
        func scene(on screen: Screen, measuringDimensions: Bool) throws(LayoutError) -> Scene {
            let component = selection.component
            let autoLayout = AutoLayout(measurer: engine.measurer)
            let sheet = PresentationLayout(layout: autoLayout).present(root, with: rules, on: screen)

            let page = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
            var parts: [PlacedPart] = []
            if let anchor = sheet.anchor {
                parts.append(PlacedPart(id: "anchor", name: "Trigger", kind: .anchor, frame: anchor))
            }
            if rules.modal {
                parts.append(PlacedPart(id: "scrim", name: "Scrim", number: rules.specified.scrimNumber, kind: .scrim,
                                        frame: page, content: PartContent(fill: rules.scrimColor)))
            }
            parts += autoLayout.place(sheet.container, in: sheet.frame)
            if let arrow = sheet.arrow {
                parts.append(PlacedPart(id: "arrow", name: "Arrow", kind: .arrow, frame: arrow.bounds, parentID: root.id))
            }
            if let keyboard = sheet.keyboard {
                parts.append(PlacedPart(id: "keyboard", name: "Keyboard", kind: .keyboard, frame: keyboard))
            }
            let dimensions = measuringDimensions
                ? try DimensionMeasurer(tokens: tokens, sources: engine.catalog.sources(for: component))
                    .measure(component.dimensions.compactMap { dimension in
                        guard dimension.condition?.matches(variant: selection.variant, state: selection.state, screen: screen) ?? true
                        else { return nil }
                        var documented = dimension
                        documented.token = dimension.documentedToken(in: anatomy)
                        return documented
                    }, on: parts)
                : []
            var scene = Scene(address: component.address, variant: selection.variant, state: selection.state,
                              screen: screen, theme: selection.theme, presentation: rules, detentName: sheet.detentName,
                              detentHeight: sheet.frame.height,
                              // A sheet that covers the whole screen hides any scrim under it.
                              scrimVisible: rules.modal && rules.style != .fullScreen, parts: parts,
                              dimensions: dimensions, arrow: sheet.arrow)
            scene.revealsNumberedParts = selection.revealsNumberedParts
            scene.pageFrame = sheet.page
            scene.textSize = engine.textSize
            scene.names = SceneNames(selection, catalog: engine.catalog)
            scene.highestAnatomyNumber = (component.anatomy.allParts.compactMap(\.number) + [rules.specified.scrimNumber ?? 0]).max()
            let added = sheet.container.padding, own = root.padding
            scene.safeAreaPadding = Insets(top: added.top - own.top, leading: added.leading - own.leading,
                                           bottom: added.bottom - own.bottom, trailing: added.trailing - own.trailing)
            return screen.layoutDirection == .rightToLeft ? scene.mirrored() : scene
        }
    }

    /// Prepares `selection` (see ``Prepared``).
    func prepared(_ selection: Selection, detent: ResolvedDetent? = nil) throws(LayoutError) -> Prepared {
        let component = selection.component
        let screen = selection.screen
        let tokens = TokenValues(scope: catalog.tokenScope(for: component, platform: screen.platform))
        let defaults = catalog.platforms[screen.platform]?.presentation ?? PresentationProperties()
        var rules = try ResolvedPresentation(selection.presentation(platformDefaults: defaults), tokens: tokens,
                                             theme: selection.theme, at: component.location)
        if let detent { rules.detent = detent }
        let anatomy = selection.anatomy
        let root = try NodeBuilder(tokens: tokens, textSize: textSize, platform: screen.platform).node(for: anatomy)
        return Prepared(engine: self, selection: selection, tokens: tokens, rules: rules, anatomy: anatomy, root: root)
    }
}
