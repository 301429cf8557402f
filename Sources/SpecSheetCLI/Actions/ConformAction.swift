import Foundation
import SpecSheetConform
import SpecSheetLayout
import SpecSheetModel
import SpecSheetSpecs

/// `specsheet conform <address> [selectors] --measured FILE`: one measured selection against the
/// spec. The selection's screen is the measured file's `device` size unless the selectors name one.
public enum ConformAction {
    public static func run(catalog: Catalog, request: SelectionRequest, measured: MeasuredGeometry, tolerance: Double,
                           measurer: any TextMeasuring, screenshot: [UInt8]? = nil) throws(CLIError) -> MeasuredSelection {
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
            let report = ConformanceCheck(tolerance: tolerance).run(measured, against: scene, component: component, scope: scope)
            return MeasuredSelection(name: "\(scene.screen.id)-\(scene.variant)-\(scene.state)", report: report, scene: scene,
                                     measured: measured, rootID: component.anatomy.id, screenshot: screenshot)
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

extension ConformAction {
    /// One selection measured and compared: what its overlay picture and report need.
    public struct MeasuredSelection: Sendable {
        /// `<viewport>-<variant>-<state>`: the artifacts' file names.
        public var name: String
        public var report: ConformanceReport
        public var scene: Scene
        public var measured: MeasuredGeometry
        /// The anatomy's root id: the container's part id.
        public var rootID: String
        /// The implementation's screenshot (PNG), when one was taken or given.
        public var screenshot: [UInt8]?
    }

    /// What `conform IMPLEMENTATION.yaml` measured and found, with the time the browser took.
    public struct WebRun {
        public var selections: [MeasuredSelection]
        public var reports: [ConformanceReport] { selections.map(\.report) }
        /// Starting Chromium and chromedriver.
        public var browserStart: Duration
        /// Everything after: loading, opening, waiting, measuring and comparing.
        public var measuring: Duration
        /// The comparisons alone.
        public var comparing: Duration
    }

    /// Measures every viewport, variant and state the implementation names in headless Chromium
    /// and compares each with the spec; each viewport's screenshot is taken when `screenshots`.
    public static func run(catalog: Catalog, implementation: Implementation, tolerance: Double,
                           measurer: any TextMeasuring, screenshots: Bool,
                           progress: (String) -> Void = { _ in }) throws(CLIError) -> WebRun {
        let place = implementation.location.map { "\($0)" } ?? implementation.file
        guard let component = catalog.component(at: implementation.component) else {
            throw CLIError("\(place): no component at '\(implementation.component)'")
        }
        guard component.platforms.contains(implementation.platform) else {
            throw CLIError("\(place): \(component.address) is not offered on \(implementation.platform.displayName)")
        }
        try checkNames(implementation, component: component)
        if implementation.platform == .android {
            return try runAndroid(catalog: catalog, implementation: implementation, component: component,
                                  tolerance: tolerance, measurer: measurer)
        }
        let engine = LayoutEngine(catalog: catalog, measurer: measurer)
        let scope = catalog.tokenScope(for: component, platform: .web)
        let clock = ContinuousClock()
        let session: WebDriverSession
        do { session = try WebDriverSession() } catch { throw CLIError("\(error)") }
        defer { session.close() }
        let started = clock.now
        var selections: [MeasuredSelection] = []
        var comparing: Duration = .zero
        let rootID = component.anatomy.id
        let webMeasurer = WebMeasurer(session: session, implementation: implementation, rootID: rootID)
        do {
            for viewport in implementation.viewports {
                try checkViewport(viewport, catalog: catalog, place: place)
                for variant in implementation.variants {
                    let states: [Implementation.State?] = variant.states.isEmpty ? [nil] : variant.states
                    for state in states {
                        let stateID = state?.id ?? component.states(in: variant.id, on: .web).first?.id
                        progress("conform: \(viewport) \(variant.id)/\(stateID ?? "")")
                        let request = SelectionRequest(address: component.address, variant: variant.id, state: stateID,
                                                       platform: .web, device: viewport)
                        let scene = try engine.scene(for: request)
                        let size = Size(width: scene.screen.width, height: scene.screen.height)
                        var measurement = try webMeasurer.measure(variant: variant, state: state, viewport: viewport, size: size,
                                                                  screenshot: screenshots)
                        measurement.state = stateID ?? ""
                        let compareStart = clock.now
                        let report = ConformanceCheck(tolerance: tolerance).run(measurement.geometry, against: scene,
                                                                                component: component, scope: scope)
                        comparing += clock.now - compareStart
                        selections.append(MeasuredSelection(name: "\(viewport)-\(variant.id)-\(stateID ?? "")", report: report,
                                                            scene: scene, measured: measurement.geometry, rootID: rootID,
                                                            screenshot: measurement.screenshot.map(Array.init)))
                    }
                }
            }
        } catch {
            throw CLIError.wrap(error)
        }
        return WebRun(selections: selections, browserStart: session.startDuration, measuring: clock.now - started,
                      comparing: comparing)
    }

    /// Compares each variant's and state's `uiautomator dump` with the spec, on the preset the
    /// file names or a screen the dump's size.
    private static func runAndroid(catalog: Catalog, implementation: Implementation, component: ComponentSpec,
                                   tolerance: Double, measurer: any TextMeasuring) throws(CLIError) -> WebRun {
        let clock = ContinuousClock()
        let started = clock.now
        let engine = LayoutEngine(catalog: catalog, measurer: measurer)
        let scope = catalog.tokenScope(for: component, platform: .android)
        let density = implementation.density ?? 1
        var selections: [MeasuredSelection] = []
        var comparing: Duration = .zero
        do {
            for variant in implementation.variants {
                let states: [Implementation.State?] = variant.states.isEmpty ? [nil] : variant.states
                for state in states {
                    guard let url = state?.dump ?? variant.dump, let path = URL(string: url)?.path else { continue }
                    let text: String
                    do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
                        throw CLIError("\(path): cannot read the dump")
                    }
                    let dump = try UIAutomatorDump(text: text, file: path)
                    let selectors = implementation.parts.merging(variant.parts) { _, own in own }
                        .merging(state?.parts ?? [:]) { _, own in own }
                    let measured = dump.measured(parts: selectors, rootID: component.anatomy.id, density: density, origin: path)
                    let stateID = state?.id ?? component.states(in: variant.id, on: .android).first?.id
                    let device = implementation.viewports.first
                        ?? measured.screen.map { "\($0.width.compactDescription)x\($0.height.compactDescription)" }
                    let scene = try engine.scene(for: SelectionRequest(address: component.address, variant: variant.id,
                                                                       state: stateID, platform: .android, device: device))
                    if let screen = measured.screen,
                       abs(screen.width - scene.screen.width) > 1 || abs(screen.height - scene.screen.height) > 1 {
                        throw CLIError("\(path): the dump's screen is \(screen.width.compactDescription) × "
                                       + "\(screen.height.compactDescription) dp at density \(density.compactDescription), but "
                                       + "\(scene.screen.id) is \(scene.screen.width.compactDescription) × "
                                       + "\(scene.screen.height.compactDescription) dp: check 'density' and 'viewports'")
                    }
                    let compareStart = clock.now
                    let report = ConformanceCheck(tolerance: tolerance).run(measured, against: scene, component: component,
                                                                            scope: scope)
                    comparing += clock.now - compareStart
                    let screenshotPath = (state?.screenshot ?? variant.screenshot).flatMap { URL(string: $0)?.path }
                    var screenshot: [UInt8]?
                    if let screenshotPath {
                        guard let data = FileManager.default.contents(atPath: screenshotPath) else {
                            throw CLIError("\(screenshotPath): cannot read the screenshot")
                        }
                        screenshot = Array(data)
                    }
                    selections.append(MeasuredSelection(name: "\(scene.screen.id)-\(variant.id)-\(stateID ?? "")", report: report,
                                                        scene: scene, measured: measured, rootID: component.anatomy.id,
                                                        screenshot: screenshot))
                }
            }
        } catch {
            throw CLIError.wrap(error)
        }
        return WebRun(selections: selections, browserStart: .zero, measuring: clock.now - started, comparing: comparing)
    }

    /// A web preset, or `WxH`.
    private static func checkViewport(_ viewport: String, catalog: Catalog, place: String) throws(CLIError) {
        if let preset = catalog.device(id: viewport) {
            guard preset.platform == .web else { throw CLIError("\(place): '\(viewport)' is not a web viewport") }
            return
        }
        let pieces = viewport.split(separator: "x").compactMap { Double($0) }
        guard pieces.count == 2, pieces.allSatisfy({ $0 > 0 && $0 <= 10_000 }) else {
            throw CLIError("\(place): '\(viewport)' is neither a web device preset nor WIDTHxHEIGHT")
        }
    }

    /// Variants, states and parts the file names must be the spec's.
    private static func checkNames(_ implementation: Implementation, component: ComponentSpec) throws(CLIError) {
        let parts = Set(component.anatomy.allParts.map(\.id) + ["scrim"])
        let platform = implementation.platform
        func check(_ selectors: [String: String], at location: SourceLocation?) throws(CLIError) {
            for id in selectors.keys.sorted() where !parts.contains(id) {
                throw CLIError("\(location.map { "\($0)" } ?? implementation.file): '\(id)' is not a part of "
                               + "\(component.address) (parts: " + parts.sorted().joined(separator: ", ") + ")")
            }
        }
        try check(implementation.parts, at: implementation.location)
        let variants = component.variants(on: platform).map(\.id)
        for variant in implementation.variants {
            guard variants.contains(variant.id) else {
                throw CLIError("\(variant.location.map { "\($0)" } ?? implementation.file): '\(variant.id)' is not a "
                               + "\(platform.displayName) variant of \(component.address) (" + variants.joined(separator: ", ") + ")")
            }
            try check(variant.parts, at: variant.location)
            let states = component.states(in: variant.id, on: platform).map(\.id)
            for state in variant.states {
                guard states.contains(state.id) else {
                    throw CLIError("\(state.location.map { "\($0)" } ?? implementation.file): '\(state.id)' is not a state "
                                   + "of \(variant.id) (" + states.joined(separator: ", ") + ")")
                }
                try check(state.parts, at: state.location)
            }
        }
    }
}
