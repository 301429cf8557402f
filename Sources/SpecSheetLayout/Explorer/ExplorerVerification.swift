import SpecSheetModel

/// Checks a component's ``ExplorerExport`` against the layout engine, as `specsheet geometry
/// --device WIDTHxHEIGHT --platform P` lays it out: at a grid of sizes in every region, at sizes
/// just either side of every breakpoint of every layout, at pseudo-random sizes (the same on
/// every run), and on every preset in both orientations (`--device <preset>`), every number of the exported layout must be within ``tolerance`` of the engine's,
/// and the region's rules, traits and fixed values must be the scene's.
public struct ExplorerVerification: Sendable {
    /// What a verification measured.
    public struct Report: Sendable, Hashable {
        public var sizes = 0
        public var numbers = 0
        public var maximumDeviation = 0.0
        /// Where the largest deviation was found.
        public var worst = ""
    }

    public let catalog: Catalog
    let engine: LayoutEngine
    public var tolerance: Double
    /// Grid sizes per region and side.
    public var grid: Int
    /// Pseudo-random sizes per selection.
    public var randomSizes: Int

    /// Selections checked at once.
    public var jobs: Int

    public init(catalog: Catalog, measurer: any TextMeasuring, tolerance: Double = 0.5, grid: Int = 3,
                randomSizes: Int = 60, jobs: Int = 1) {
        self.jobs = jobs
        self.catalog = catalog
        engine = LayoutEngine(catalog: catalog, measurer: MemoizingTextMeasurer(measurer))
        self.tolerance = tolerance
        self.grid = grid
        self.randomSizes = randomSizes
    }

    /// Verifies `export`; throws at the first number off by more than ``tolerance``.
    public func verify(_ export: ExplorerExport) throws(ExplorerError) -> Report {
        let reports = try export.selections.parallelMap(jobs: jobs) { (selection) throws(ExplorerError) -> Report in
            var report = Report()
            guard let entry = export.platforms.first(where: { $0.platform == selection.platform }) else { return report }
            let seed = "\(export.address)/\(selection.platform.rawValue)/\(selection.variant)/\(selection.state)"
            for (width, height) in sizes(of: selection, range: entry.range, seed: seed) {
                try check(export, selection, range: entry.range, width: width, height: height, report: &report)
            }
            for device in selection.devices {
                try check(export, selection, device: device, report: &report)
            }
            return report
        }
        var report = Report()
        for part in reports {
            report.sizes += part.sizes
            report.numbers += part.numbers
            if part.maximumDeviation > report.maximumDeviation || report.worst.isEmpty {
                report.maximumDeviation = max(report.maximumDeviation, part.maximumDeviation)
                if part.maximumDeviation >= report.maximumDeviation { report.worst = part.worst }
            }
        }
        return report
    }

    /// The sizes to check a selection at.
    func sizes(of selection: ExplorerSelection, range: ExplorerRange, seed: String) -> [(Double, Double)] {
        var sizes: [(Double, Double)] = []
        for entry in selection.regions {
            let region = entry.region
            let widthEnd = min(region.widthBelow, range.highest), heightEnd = min(region.heightBelow, range.highest)
            for i in 0...grid {
                for j in 0...grid {
                    let width = region.minWidth + (widthEnd - region.minWidth) * Double(i) / Double(grid) - (i == grid && widthEnd < range.highest ? 0.01 : 0)
                    let height = region.minHeight + (heightEnd - region.minHeight) * Double(j) / Double(grid) - (j == grid && heightEnd < range.highest ? 0.01 : 0)
                    if region.contains(width: width, height: height, range: range) { sizes.append((width, height)) }
                }
            }
            // Either side of each breakpoint of the region's layout, across the region.
            let layout = selection.layouts[entry.layout]
            let middleWidth = (region.minWidth + widthEnd) / 2, middleHeight = (region.minHeight + heightEnd) / 2
            var widthBreaks = Set<Double>(), heightBreaks = Set<Double>()
            for surface in layout.surfaces {
                widthBreaks.formUnion(surface.widthBreaks)
                for column in surface.columns { heightBreaks.formUnion(column.heightBreaks) }
            }
            for cut in widthBreaks.sorted() {
                for width in [cut - 0.01, cut] {
                    for height in [region.minHeight, middleHeight] where region.contains(width: width, height: height, range: range) {
                        sizes.append((width, height))
                    }
                }
            }
            for cut in heightBreaks.sorted() {
                for height in [cut - 0.01, cut] {
                    for width in [region.minWidth, middleWidth] where region.contains(width: width, height: height, range: range) {
                        sizes.append((width, height))
                    }
                }
            }
        }
        var random = SeededRandom(seed: seed)
        for _ in 0..<randomSizes {
            sizes.append((random.next(in: range.lowest...range.highest), random.next(in: range.lowest...range.highest)))
        }
        return sizes
    }

    private func check(_ export: ExplorerExport, _ selection: ExplorerSelection, range: ExplorerRange,
                       width: Double, height: Double, report: inout Report) throws(ExplorerError) {
        let label = "\(selection.variant)/\(selection.state) on \(selection.platform.rawValue)"
        let size = "\(width)x\(height)"
        guard let entry = selection.region(width: width, height: height, range: range) else {
            throw .traitsDiffer(address: export.address, selection: label, size: size, what: "region (none holds the size)")
        }
        try compare(export, selection, request: SelectionRequest(address: export.address, variant: selection.variant,
                                                                 state: selection.state, platform: selection.platform,
                                                                 device: size),
                    traits: entry.region.screen, fixed: entry.fixed, rules: entry.rules, layout: entry.layout,
                    width: width, height: height, report: &report)
    }

    /// A preset in one orientation: laid out on the preset's own screen, as `specsheet geometry
    /// --device <preset> --orientation <o>` lays it out.
    private func check(_ export: ExplorerExport, _ selection: ExplorerSelection, device: ExplorerDevice,
                       report: inout Report) throws(ExplorerError) {
        let screen = device.screen
        try compare(export, selection, request: SelectionRequest(address: export.address, variant: selection.variant,
                                                                 state: selection.state, platform: selection.platform,
                                                                 device: device.preset, orientation: screen.orientation),
                    traits: screen, fixed: device.fixed, rules: device.rules, layout: device.layout,
                    width: screen.width, height: screen.height, report: &report)
    }

    private func compare(_ export: ExplorerExport, _ selection: ExplorerSelection, request: SelectionRequest,
                         traits: Screen, fixed: JSONValue, rules: [Int], layout index: Int,
                         width: Double, height: Double, report: inout Report) throws(ExplorerError) {
        let label = "\(selection.variant)/\(selection.state) on \(selection.platform.rawValue)"
        let size = request.device.map { $0 == "\(width)x\(height)" ? $0 : "\($0) \(traits.orientation.rawValue)" } ?? "\(width)x\(height)"
        let scene: Scene
        do throws(LayoutError) {
            scene = try engine.scene(for: request)
        } catch { throw .layout(error) }
        guard let component = catalog.component(at: export.address) else { return }
        let screen = scene.screen
        if screen.idiom != traits.idiom || screen.orientation != traits.orientation
            || screen.horizontalSizeClass != traits.horizontalSizeClass || screen.verticalSizeClass != traits.verticalSizeClass
            || screen.windowClass != traits.windowClass || screen.safeArea != traits.safeArea
            || screen.keyboardHeight != traits.keyboardHeight || screen.width != width || screen.height != height {
            throw .traitsDiffer(address: export.address, selection: label, size: size, what: "screen traits")
        }
        if scene.explorerFixedJSON(component: component) != fixed {
            throw .traitsDiffer(address: export.address, selection: label, size: size, what: "presentation")
        }
        let notes = ExplorerExporter.windowRules(of: component)
        let applied = notes.indices.filter { notes[$0].rule.condition.matches(variant: selection.variant, state: selection.state, screen: screen) }
        if applied != rules {
            throw .traitsDiffer(address: export.address, selection: label, size: size, what: "list of rules that apply")
        }
        let layout = selection.layouts[index]
        let vector = LayoutVector(scene)
        guard vector.partIDs == layout.parts.map(\.id) else {
            throw .partsChanged(address: export.address, selection: label, size: size)
        }
        let exported = layout.values(width: width, height: height)
        let names = LayoutVector.names(partIDs: vector.partIDs)
        report.sizes += 1
        for index in vector.values.indices {
            let expected = vector.values[index], value = exported[index]
            if expected.isNaN != value.isNaN {
                throw .deviation(address: export.address, selection: label, size: size, number: names[index],
                                 expected: expected.isNaN ? "absent" : expected.compactDescription,
                                 exported: value.isNaN ? "absent" : value.compactDescription)
            }
            guard !expected.isNaN else { continue }
            report.numbers += 1
            let deviation = abs(expected - value)
            if deviation > report.maximumDeviation {
                report.maximumDeviation = deviation
                report.worst = "\(export.address) \(label) at \(size): \(names[index])"
            }
            if deviation > tolerance {
                throw .deviation(address: export.address, selection: label, size: size, number: names[index],
                                 expected: expected.compactDescription, exported: value.compactDescription)
            }
        }
    }
}

/// A small deterministic generator (SplitMix64) seeded from a text, so verification checks the
/// same sizes on every run and machine.
struct SeededRandom {
    private var state: UInt64

    init(seed: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in seed.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        state = hash
    }

    mutating func nextBits() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    mutating func next(in range: ClosedRange<Double>) -> Double {
        let unit = Double(nextBits() >> 11) / Double(1 << 53)
        return ((range.lowerBound + (range.upperBound - range.lowerBound) * unit) * 100).rounded() / 100
    }
}
