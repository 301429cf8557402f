import SpecSheetAudit
import SpecSheetLayout
import SpecSheetModel

/// Decides and lays out the pictures of a component page (the layout stage). Pure: the same catalog,
/// guide and measurer always give the same diagrams.
struct PicturePlanner: Sendable {
    let catalog: Catalog
    let engine: LayoutEngine
    let diagrams: DiagramLayout

    /// Thumbnails in grids are shown at half the device's size.
    static let thumbnailScale = 0.5

    init(catalog: Catalog, measurer: any TextMeasuring) {
        self.catalog = catalog
        engine = LayoutEngine(catalog: catalog, measurer: measurer)
        diagrams = DiagramLayout(measurer: measurer)
    }

    func pictures(for component: ComponentSpec, guide: GuideDocument?) throws(SiteBuildError) -> ComponentPictures {
        let devices = DeviceChoice(catalog: catalog)
        guard let platform = component.primaryPlatform, let device = devices.primary(for: platform),
              let variant = component.variants(on: platform).first,
              let state = component.designStates(in: variant.id, on: platform).first else {
            throw SiteBuildError(stage: .layout, "\(location(of: component)): \(component.address) has no platform, device, variant and state to show")
        }
        let primary = try scene(component, variant: variant.id, state: state.id, device: device, theme: .light)
        let primaryDark = try scene(component, variant: variant.id, state: state.id, device: device, theme: .dark)
        let base = component.address
        // The anatomy marks every numbered part: the first state showing them all, or one composed.
        let anatomy = picture("\(base)/anatomy",
                              try scene(component, variant: variant.id, state: state.id, device: device, theme: .light,
                                        anatomy: true),
                              try scene(component, variant: variant.id, state: state.id, device: device, theme: .dark,
                                        anatomy: true),
                              kind: .anatomy, scale: 1, component: component, device: device)
        let specs = picture("\(base)/specs", primary, primaryDark, kind: .specs, scale: 1,
                            component: component, device: device)

        var grid: [VariantPictures] = []
        for variant in component.variants(on: platform) {
            let target = devices.target(for: variant, on: platform) ?? device
            var cells: [StatePicture] = []
            for state in component.designStates(in: variant.id, on: platform) {
                let snapshot = try thumbnail("\(base)/states/\(variant.id)/\(state.id)", component,
                                             variant: variant.id, state: state.id, device: target)
                cells.append(StatePicture(state: state, picture: snapshot))
            }
            // A state the variant has only on another platform is drawn there, so that every
            // state the page names (in Properties, the audit, the explorer) is one it shows.
            for other in component.offeredPlatforms where other != platform && variant.platforms?.contains(other) ?? true {
                guard let device = devices.target(for: variant, on: other) else { continue }
                for state in component.designStates(in: variant.id, on: other)
                where !(state.platforms?.contains(platform) ?? true) && !cells.contains(where: { $0.state.id == state.id }) {
                    let snapshot = try thumbnail("\(base)/states/\(variant.id)/\(state.id)", component,
                                                 variant: variant.id, state: state.id, device: device)
                    cells.append(StatePicture(state: state, picture: snapshot, platform: other))
                }
            }
            grid.append(VariantPictures(variant: variant, device: target, cells: cells))
        }

        var platforms: [PlatformPictures] = []
        for platform in component.platforms + component.refusals.keys.sorted() where !platforms.contains(where: { $0.platform == platform }) {
            if let refusal = component.refusals[platform] {
                platforms.append(PlatformPictures(platform: platform, refusal: refusal, columns: [], specs: nil))
                continue
            }
            guard let variant = component.variants(on: platform).first,
                  let state = component.designStates(in: variant.id, on: platform).first else { continue }
            var columns: [DevicePicture] = []
            for device in [devices.compact(for: platform), devices.regular(for: platform)].compactMap({ $0 }) {
                let snapshot = try thumbnail("\(base)/platforms/\(device.id)", component, variant: variant.id,
                                             state: state.id, device: device)
                let sizeClass = devices.screen(of: device)?.horizontalSizeClass ?? .compact
                columns.append(DevicePicture(device: device, sizeClass: sizeClass, picture: snapshot))
            }
            // Redlines on each platform, in its unit, on the device the first variant is designed for.
            var specsPicture: DevicePicture?
            if let target = devices.target(for: variant, on: platform) {
                let light = try scene(component, variant: variant.id, state: state.id, device: target, theme: .light)
                let dark = try scene(component, variant: variant.id, state: state.id, device: target, theme: .dark)
                specsPicture = DevicePicture(
                    device: target, sizeClass: light.screen.horizontalSizeClass,
                    picture: picture("\(base)/specs-\(platform.rawValue)", light, dark, kind: .specs, scale: 1,
                                     component: component, device: target))
            }
            platforms.append(PlatformPictures(platform: platform, refusal: nil, columns: columns, specs: specsPicture))
        }

        var practices: [PracticePictures] = []
        for (index, pair) in (guide?.practices ?? []).enumerated() {
            practices.append(PracticePictures(
                do: try pair.do.picture.map { request throws(SiteBuildError) in
                    try requestedPicture(request, stem: "\(base)/practices/\(index + 1)-do", component: component, platform: platform)
                },
                dont: try pair.dont.picture.map { request throws(SiteBuildError) in
                    try requestedPicture(request, stem: "\(base)/practices/\(index + 1)-dont", component: component, platform: platform)
                }))
        }
        var figures: [GuideSectionKind: [SitePicture]] = [:]
        for section in guide?.sections ?? [] {
            for (index, figure) in section.figures.enumerated() {
                figures[section.kind, default: []].append(try requestedPicture(
                    figure.request, stem: "\(base)/figures/\(section.kind.rawValue)-\(index + 1)",
                    component: component, platform: platform))
            }
        }
        let behaviour = try behaviourScenes(component, devices: devices)
        var comparison: [String: SitePicture] = [:]
        for (variant, scene) in ComparisonBuilder.comparedScenes(behaviour) {
            guard let target = catalog.device(id: scene.screen.id) else { continue }
            comparison[ComparisonBuilder.thumbnailKey(variant: variant.id, device: target.id)] = try thumbnail(
                "\(base)/compare/\(variant.id)-\(target.id)", component, variant: variant.id, state: scene.state, device: target)
        }
        var pictures = ComponentPictures(primary: primary, primaryDevice: device, anatomy: anatomy, specs: specs, grid: grid,
                                         platforms: platforms, practices: practices, figures: figures, behaviour: behaviour)
        pictures.comparison = comparison
        pictures.accessibility = try accessibility(component, devices: devices)
        return pictures
    }

    /// The platform's phone with the shortest screen (iPhone SE on iOS), where the largest text
    /// size has the least room; nil where the catalog has no phone for the platform.
    static func smallestPhone(on platform: Platform, in catalog: Catalog) -> DevicePreset? {
        catalog.devices.filter { $0.platform == platform && $0.idiom == .phone }
            .min { ($0.portraitHeight, $0.portraitWidth) < ($1.portraitHeight, $1.portraitWidth) }
    }

    /// Per offered platform: the targets picture of the first variant's first state on the device
    /// it is designed for, and the audit of every variant and state there (``PlatformAccessibility``).
    private func accessibility(_ component: ComponentSpec, devices: DeviceChoice) throws(SiteBuildError) -> [PlatformAccessibility] {
        var platforms: [PlatformAccessibility] = []
        for platform in component.platforms where !platforms.contains(where: { $0.platform == platform }) {
            var variants: [VariantAudit] = []
            for variant in component.variants(on: platform) {
                guard let device = devices.target(for: variant, on: platform) else { continue }
                let states = component.designStates(in: variant.id, on: platform)
                guard let first = states.first else { continue }
                var figures: [Theme: [AccessibilityFinding]] = [:]
                var problems: [AccessibilityFinding] = []
                var chosenSizes = Set<String>()
                for state in states {
                    for theme in Theme.allCases {
                        let scene = try scene(component, variant: variant.id, state: state.id, device: device, theme: theme)
                        if state.id == first.id {
                            figures[theme] = AccessibilityAudit.results(in: scene, component: component)
                            if theme == Theme.allCases.first {
                                // Sizes do not change with the theme: read them off the first one.
                                chosenSizes = ChosenSizes.parts(in: scene, component: component, catalog: catalog)
                            }
                        }
                        let largest = try self.scene(component, variant: variant.id, state: state.id, device: device,
                                                     theme: theme, textSize: .largest)
                        let here = AccessibilityAudit.findings(in: scene, atLargestText: largest, component: component,
                                                               measurer: engine.measurer)
                        problems += here
                        // The largest text on the platform's smallest phone too, where pages send
                        // readers to check it (iPhone SE): what fits the target device may not fit
                        // there. Only what it adds is reported (a finding on both is said once), and only
                        // for a variant designed for phones: a tablet's variant (a form sheet, a popover)
                        // becomes another presentation on a phone, audited as that one.
                        if device.idiom == .phone, let small = Self.smallestPhone(on: platform, in: catalog), small.id != device.id {
                            let standard = try self.scene(component, variant: variant.id, state: state.id, device: small, theme: theme)
                            let grown = try self.scene(component, variant: variant.id, state: state.id, device: small,
                                                       theme: theme, textSize: .largest)
                            problems += AccessibilityAudit.findings(in: standard, atLargestText: grown, component: component,
                                                                    measurer: engine.measurer)
                                .filter { finding in
                                    finding.rule.rawValue.hasPrefix("largest-text") && !here.contains {
                                        $0.rule == finding.rule && $0.part == finding.part && $0.otherPart == finding.otherPart
                                    }
                                }
                        }
                    }
                }
                variants.append(VariantAudit(variant: variant, device: device, states: states, state: first,
                                             light: figures[.light] ?? [],
                                             dark: figures[.dark] ?? [], problems: problems, chosenSizes: chosenSizes))
            }
            guard let lead = variants.first else { continue }
            let light = try scene(component, variant: lead.variant.id, state: lead.state.id, device: lead.device, theme: .light)
            let dark = try scene(component, variant: lead.variant.id, state: lead.state.id, device: lead.device, theme: .dark)
            let targets = picture("\(component.address)/targets-\(platform.rawValue)", light, dark, kind: .targets, scale: 1,
                                  component: component, device: lead.device)
            let largest = picture(
                "\(component.address)/largest-text-\(platform.rawValue)",
                try scene(component, variant: lead.variant.id, state: lead.state.id, device: lead.device, theme: .light, textSize: .largest),
                try scene(component, variant: lead.variant.id, state: lead.state.id, device: lead.device, theme: .dark, textSize: .largest),
                kind: .snapshot, scale: Self.thumbnailScale, component: component, device: lead.device)
            platforms.append(PlatformAccessibility(platform: platform, device: lead.device, targets: targets,
                                                   largestText: largest, variants: variants,
                                                   smallestPhone: Self.smallestPhone(on: platform, in: catalog)))
        }
        return platforms
    }

    /// For each variant, on every offered platform's compact and regular device, the scenes the
    /// page's behaviour facts (and the comparison) are read from: the variant's first state that
    /// shows the most of its numbered parts (Orange's standard sheet opened, not folded to its
    /// header), so that a fact about the sheet is about the whole of it.
    private func behaviourScenes(_ component: ComponentSpec, devices: DeviceChoice) throws(SiteBuildError) -> [VariantScenes] {
        var result: [VariantScenes] = []
        for variant in component.variants {
            var scenes: [Scene] = []
            var others: [Scene] = []
            for platform in component.offeredPlatforms where variant.platforms?.contains(platform) ?? true {
                let states = component.designStates(in: variant.id, on: platform)
                guard var state = states.first else { continue }
                if let probe = devices.compact(for: platform) ?? devices.regular(for: platform) {
                    var most = -1
                    var probed: [Scene] = []
                    for candidate in states {
                        let probeScene = try scene(component, variant: variant.id, state: candidate.id, device: probe, theme: .light)
                        probed.append(probeScene)
                        let shown = probeScene.parts.filter { $0.number != nil && $0.frame.width > 0 && $0.frame.height > 0 }.count
                        if shown > most { (most, state) = (shown, candidate) }
                    }
                    // States presented another way than the chosen one, one per way.
                    if let chosen = probed.first(where: { $0.state == state.id }) {
                        var ways = [PresentationCall(chosen.presentation)]
                        for other in probed where !ways.contains(PresentationCall(other.presentation)) {
                            ways.append(PresentationCall(other.presentation))
                            others.append(other)
                        }
                    }
                }
                for device in [devices.compact(for: platform), devices.regular(for: platform)].compactMap({ $0 }) {
                    scenes.append(try scene(component, variant: variant.id, state: state.id, device: device, theme: .light))
                }
            }
            result.append(VariantScenes(variant: variant, scenes: scenes, otherPresentations: others))
        }
        return result
    }

    // MARK: Pictures

    private func thumbnail(_ stem: String, _ component: ComponentSpec, variant: String, state: String,
                           device: DevicePreset, stacked: Bool = false) throws(SiteBuildError) -> SitePicture {
        let light = try scene(component, variant: variant, state: state, device: device, theme: .light, stacked: stacked)
        let dark = try scene(component, variant: variant, state: state, device: device, theme: .dark, stacked: stacked)
        return picture(stem, light, dark, kind: .snapshot, scale: Self.thumbnailScale, component: component,
                       device: device, stacked: stacked)
    }

    private func picture(_ stem: String, _ light: Scene, _ dark: Scene, kind: PictureKind, scale: Double,
                         component: ComponentSpec, device: DevicePreset, stacked: Bool = false) -> SitePicture {
        let lightDiagram = diagrams.diagram(for: light, kind: kind)
        let systemName = catalog.systemName(of: component)
        return SitePicture(stem: stem, light: lightDiagram, dark: diagrams.diagram(for: dark, kind: kind),
                           displayScale: scale,
                           alt: AltText.describe(lightDiagram, component: component, systemName: systemName,
                                                 deviceName: device.name, stacked: stacked),
                           downloadable: true)
    }

    /// The picture a `picture:` line asks for (a figure's or a do/don't entry's), at thumbnail size
    /// so that a phone and a tablet fit side by side; unset keys take the page's primary selection.
    private func requestedPicture(_ request: PictureRequest, stem: String, component: ComponentSpec,
                                  platform primaryPlatform: Platform) throws(SiteBuildError) -> SitePicture {
        let selection = try PracticeSelection(request, component: component, catalog: catalog,
                                              primaryPlatform: primaryPlatform)
        func make(_ theme: Theme) throws(SiteBuildError) -> Scene {
            var scene = try scene(component, variant: selection.variant, state: selection.state, device: selection.device,
                                  theme: theme, orientation: selection.orientation, stacked: selection.stacked)
            if selection.map { scene.presentation.backdrop = .map }
            return scene
        }
        var result = picture(stem, try make(.light), try make(.dark), kind: .snapshot,
                             scale: Self.thumbnailScale, component: component,
                             device: selection.device, stacked: selection.stacked)
        if selection.gestures {
            for theme in [Theme.light, .dark] {
                var diagram = theme == .light ? result.light : result.dark
                diagram.gestures = GestureLayout.marks(for: diagram.scene, screenOrigin: diagram.screenOrigin)
                if theme == .light { result.light = diagram } else { result.dark = diagram }
            }
            // Described again with the marks: a part under a tap mark is named, not described.
            result.alt = AltText.describe(result.light, component: component, systemName: catalog.systemName(of: component),
                                          deviceName: selection.device.name, stacked: selection.stacked)
            result.alt += " Marked on it, the ways to close it: "
                + result.light.gestures.map { ClosingWays.words($0.method, in: result.light.scene) }.joined(separator: ", ") + "."
        }
        return result
    }

    // MARK: Scenes

    /// The scene of a selection; `stacked`: opened over a second copy of the sheet at its tallest
    /// detent (see ``LayoutEngine/stackedScene(for:)-(SelectionRequest)``).
    private func scene(_ component: ComponentSpec, variant: String, state: String, device: DevicePreset,
                       theme: Theme, orientation: Orientation? = nil, stacked: Bool = false,
                       anatomy: Bool = false, textSize: TextSize = .standard) throws(SiteBuildError) -> Scene {
        let request = SelectionRequest(address: component.address, variant: variant, state: state,
                                       platform: device.platform, device: device.id,
                                       orientation: orientation ?? device.naturalOrientation, theme: theme)
        var engine = engine
        engine.textSize = textSize
        do {
            if anatomy { return try engine.anatomyScene(for: request) }
            return stacked ? try engine.stackedScene(for: request) : try engine.scene(for: request)
        } catch {
            throw SiteBuildError(stage: .layout, "\(location(of: component)): \(error.description)")
        }
    }

    private func location(of component: ComponentSpec) -> String {
        (component.location ?? .start(of: "\(component.address)/component.yaml")).description
    }
}

/// How a selection is presented, as far as the code that presents it differs: the kind of
/// presentation, whether it blocks the page (a scrim), and the heights it rests at. Two selections
/// with the same call differ only in what the sheet shows, which one sample's content stands for.
struct PresentationCall: Equatable {
    var style: PresentationStyle
    var modal: Bool
    var detents: [ResolvedDetent]

    init(_ presentation: ResolvedPresentation) {
        style = presentation.style
        modal = presentation.modal
        detents = presentation.detents.isEmpty ? [presentation.detent] : presentation.detents
    }
}
