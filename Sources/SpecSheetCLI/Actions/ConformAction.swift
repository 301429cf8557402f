import SpecSheetConform
import SpecSheetLayout
import SpecSheetModel
import SpecSheetSpecs

/// `specsheet conform <address> [selectors] --measured FILE`: one measured selection against the
/// spec. The selection's screen is the measured file's `device` size unless the selectors name one.
public enum ConformAction {
    public static func run(catalog: Catalog, request: SelectionRequest, measured: MeasuredGeometry, tolerance: Double,
                           measurer: any TextMeasuring) throws(CLIError) -> ConformanceReport {
        var request = request
        if request.device == nil, let screen = measured.screen {
            // The preset it names, when that is the size measured; else a custom screen of that size.
            let preset = measured.deviceID.flatMap { catalog.device(id: $0) }
            request.device = preset.map(\.id) ?? "\(screen.width.compactDescription)x\(screen.height.compactDescription)"
        }
        do {
            let scene = try LayoutEngine(catalog: catalog, measurer: measurer).scene(for: request)
            if let screen = measured.screen,
               abs(screen.width - scene.screen.width) > 0.5 || abs(screen.height - scene.screen.height) > 0.5 {
                throw CLIError("\(measured.origin): measured on a \(screen.width.compactDescription) × "
                               + "\(screen.height.compactDescription) screen, but the selection is \(scene.screen.id) "
                               + "(\(scene.screen.width.compactDescription) × \(scene.screen.height.compactDescription)); "
                               + "drop --device or name the measured size")
            }
            guard let component = catalog.component(at: request.address) else {
                throw CLIError("no component at '\(request.address)'")
            }
            try checkPartIDs(measured, component: component, scene: scene)
            let scope = catalog.tokenScope(for: component, platform: scene.screen.platform)
            return ConformanceCheck(tolerance: tolerance).run(measured, against: scene, component: component, scope: scope)
        } catch {
            throw CLIError.wrap(error)
        }
    }

    /// A measured part the anatomy does not have is a mistake in the measurement's mapping (the
    /// scene's own pieces, such as the scrim and a popover's trigger, are allowed and not compared).
    static func checkPartIDs(_ measured: MeasuredGeometry, component: ComponentSpec, scene: Scene) throws(CLIError) {
        let known = component.anatomy.allParts.map(\.id)
        let pieces = scene.parts.filter { if case .anatomy = $0.kind { false } else { true } }.map(\.id)
        for part in measured.parts where !known.contains(part.id) && !pieces.contains(part.id) {
            let place = part.location.map { "\($0)" } ?? measured.origin
            throw CLIError("\(place): '\(part.id)' is not a part of \(component.address)'s anatomy (parts: "
                           + known.joined(separator: ", ") + ")")
        }
    }
}
