import SpecSheetLayout
import SpecSheetModel

/// Compares like with like: one matrix per presentation type (bottom sheets, action sheets, form
/// sheets, full screen, popovers; see ``group(kind:style:)``), one column per component variant and
/// platform as laid out on the device the variant is designed for (see ``comparedScenes(_:)``),
/// each headed by its thumbnail. Every number cell names its source; a number no spec states reads
/// "not specified" (the engine's defaults are never shown as facts). A measurement row disagrees
/// when two specified values differ on the same platform.
struct ComparisonBuilder: Sendable {
    let catalog: Catalog

    /// One column of a comparison table: a variant of a component on one platform, with its cells
    /// read off the scene at once, so the scene need not be kept until the page is filled.
    struct Entry: Sendable {
        var style: PresentationStyle
        /// The table the column goes in: its presentation style, or a kind of its own (action sheets).
        var group: Group
        var platform: Platform
        /// The column, its `url` relative to the site's root.
        var column: ComparisonColumn
        /// One cell per property of ``ComparisonBuilder/properties(for:)`` for `style`.
        var cells: [ComparisonCell]
    }

    /// A table of the page: like with like.
    struct Group: Hashable, Sendable, Comparable {
        var id: String
        var title: String
        var order: Int

        static func < (a: Group, b: Group) -> Bool { (a.order, a.id) < (b.order, b.id) }
    }

    /// The table a component presented in `style` belongs in: an action sheet is compared with
    /// action sheets, whatever it is drawn as on a phone; anything presented as a popover, form
    /// sheet or full screen, with those.
    static func group(kind: ComponentKind, style: PresentationStyle) -> Group {
        if kind == .actionSheet, style == .bottomSheet {
            return Group(id: "type-action-sheet", title: "Action sheets", order: 1)
        }
        let order = PresentationStyle.allCases.firstIndex(of: style) ?? 0
        return Group(id: "type-\(style.rawValue)", title: title(of: style), order: order == 0 ? 0 : order + 1)
    }

    /// The scenes of a component the page compares: each variant on each platform on the size
    /// class it is designed for (compact unless it names others), and on another size class it is
    /// designed for too (any, when it names none) where a rule presents it differently there (an
    /// action sheet that becomes a popover on iPad). A variant designed for regular width only (a
    /// popover) is never compared as what it falls back to on a phone.
    /// A scene a variant falls back to on another size class that another variant of the
    /// component is designed for there and draws alike (SAP's modal sheet on iPad, which becomes
    /// its form sheet) is that variant: it gets no column of its own.
    static func comparedScenes(_ behaviour: [VariantScenes]) -> [(variant: Variation, scene: Scene)] {
        var result: [(variant: Variation, scene: Scene)] = []
        func mainScene(_ entry: VariantScenes, on platform: Platform) -> Scene? {
            let wanted = entry.variant.sizeClasses?.first ?? .compact
            return entry.scenes.first { $0.screen.platform == platform && $0.screen.horizontalSizeClass == wanted }
        }
        func drawnAlike(_ a: Scene, _ b: Scene) -> Bool {
            a.screen.id == b.screen.id && a.presentation.style == b.presentation.style && a.presentation.modal == b.presentation.modal
                && a.presentation.dismissal == b.presentation.dismissal && a.presentation.corners == b.presentation.corners
                && a.container?.frame == b.container?.frame && a.parts.map(\.id) == b.parts.map(\.id)
        }
        for entry in behaviour {
            let wanted = entry.variant.sizeClasses?.first ?? .compact
            var platforms: [Platform] = []
            for scene in entry.scenes where !platforms.contains(scene.screen.platform) { platforms.append(scene.screen.platform) }
            for platform in platforms {
                let scenes = entry.scenes.filter { $0.screen.platform == platform }
                guard let main = scenes.first(where: { $0.screen.horizontalSizeClass == wanted }) else { continue }
                result.append((entry.variant, main))
                var styles: Set<PresentationStyle> = [main.presentation.style]
                for other in scenes where other.screen.horizontalSizeClass != wanted
                    && (entry.variant.sizeClasses?.contains(other.screen.horizontalSizeClass) ?? true)
                    && styles.insert(other.presentation.style).inserted {
                    let same = behaviour.contains { own in
                        own.variant.id != entry.variant.id && mainScene(own, on: platform).map { drawnAlike($0, other) } == true
                    }
                    if !same { result.append((entry.variant, other)) }
                }
            }
        }
        return result
    }

    /// The key of a compared scene's thumbnail in ``ComponentPictures/comparison``.
    static func thumbnailKey(variant: String, device: String) -> String { "\(variant)/\(device)" }

    /// `component`'s columns (see ``comparedScenes(_:)``), each headed by its thumbnail from
    /// `thumbnails` (paths relative to the site's root).
    func entries(for component: ComponentSpec, behaviour: [VariantScenes], thumbnails: [String: PictureView]) -> [Entry] {
        var entries: [Entry] = []
        for (variant, scene) in Self.comparedScenes(behaviour) {
            let column = ComparisonColumn(
                component: component.name, variant: variant.name, system: catalog.systemName(of: component),
                platform: scene.screen.platform.displayName,
                device: catalog.device(id: scene.screen.id)?.name ?? scene.screen.id,
                url: SitePaths.componentPage(component.address),
                thumbnail: thumbnails[Self.thumbnailKey(variant: variant.id, device: scene.screen.id)],
                address: component.address, reading: ComparisonOrigins.styleReading(component, scene)?.reason,
                readingOrigin: ComparisonOrigins.styleReading(component, scene)?.origin ?? "")
            let reading = Reading(scope: catalog.tokenScope(for: component, platform: scene.screen.platform),
                                  sources: catalog.sources(for: component), component: component,
                                  defaults: catalog.platforms[scene.screen.platform]?.presentation, catalog: catalog,
                                  variant: variant.id)
            let cells = Self.properties(for: scene.presentation.style).map { property in
                Self.sayingWhence(property.value(scene, reading) ?? reading.text("—"))
            }
            entries.append(Entry(style: scene.presentation.style,
                                 group: Self.group(kind: component.kind, style: scene.presentation.style),
                                 platform: scene.screen.platform, column: column, cells: cells))
        }
        return entries
    }

    /// The page of `entries` (every component's, in catalog order), one table per presentation style.
    func page(entries: [Entry], chrome: PageChrome) -> ComparisonPage {
        let byGroup = Dictionary(grouping: entries, by: \.group)
        let tables = byGroup.keys.sorted().compactMap { group -> ComparisonTable? in
            guard let entries = byGroup[group], let style = entries.first?.style else { return nil }
            let rows = Self.properties(for: style).enumerated().map { index, property in
                row(property, cells: entries.map { $0.cells[index] }, platforms: entries.map(\.platform),
                    systems: entries.map(\.column.system))
            }
            let columns = entries.map { entry in
                var column = entry.column
                column.url = chrome.root + column.url
                column.thumbnail = column.thumbnail?.rebased(onto: chrome.root)
                return column
            }
            return ComparisonTable(id: group.id, title: ComparisonOrigins(catalog: catalog).title(of: group, columns: columns),
                                   columns: columns, rows: rows)
        }
        // Only measurements are compared for differences; behaviour rows differ by design.
        let measured = Set(PresentationStyle.allCases.flatMap { Self.properties(for: $0).filter(\.isMeasurement).map(\.label) })
        let rows = tables.flatMap(\.rows).filter { measured.contains($0.label) }
        var chrome = chrome
        chrome.contents = tables.map { ContentsEntry(id: $0.id, title: $0.title) }
        let disagreements = rows.filter(\.disagrees).count
        return ComparisonPage(chrome: chrome, tables: tables, rowCount: rows.count, disagreements: disagreements,
                              countedWords: ComparisonOrigins.countedWords(tables: tables, rowCount: rows.count,
                                                                                  disagreements: disagreements,
                                                                                  differing: Self.differing(tables, measured: measured)))
    }

    /// The measurement rows that differ, each with its table: "drag handle in bottom sheets".
    static func differing(_ tables: [ComparisonTable], measured: Set<String>) -> [String] {
        tables.flatMap { table in
            table.rows.filter { measured.contains($0.label) && $0.disagrees }.map { row in
                ComparisonOrigins.rowWords(row.label) + " in " + table.title.lowercased()
            }
        }
    }

    /// A presentation style as one of its kind: "a form sheet", "full screen".
    /// A non-modal sheet drawn as a centred card (SAP's on iPad) is not a form sheet, which is
    /// modal over a dimmed page: said as the card it is.
    static func singular(_ style: PresentationStyle, modal: Bool) -> String {
        style == .formSheet && !modal ? "a centred card the size of a form sheet, over a page left undimmed" : singular(style)
    }

    static func singular(_ style: PresentationStyle) -> String {
        switch style {
        case .bottomSheet: "a bottom sheet"
        case .formSheet: "a form sheet"
        case .fullScreen: "a full-screen sheet"
        case .popover: "a popover"
        case .sideSheet: "a side sheet"
        case .topSheet: "a top sheet"
        }
    }

    static func title(of style: PresentationStyle) -> String {
        switch style {
        case .bottomSheet: "Bottom sheets"
        case .formSheet: "Form sheets"
        case .fullScreen: "Full-screen sheets"
        case .popover: "Popovers"
        case .sideSheet: "Side sheets"
        case .topSheet: "Top sheets"
        }
    }

    /// A compared property: its label and how to read it off a scene (nil: it does not apply).
    /// Only measurements are checked for disagreement; behaviour rows differ by design.
    struct Property: Sendable {
        var label: String
        var isMeasurement = true
        var value: @Sendable (Scene, Reading) -> ComparisonCell?
    }

    /// What a property reads a number's value and source with.
    struct Reading {
        let scope: TokenScope
        let sources: [String: SourceDocument]
        let component: ComponentSpec
        /// The platform's presentation defaults.
        let defaults: PresentationProperties?
        let catalog: Catalog
        /// The compared variant's id, for the rules that give it other values elsewhere.
        var variant: String = ""

        /// The design system's own documents: a platform document's number (Material's
        /// SheetDefaults) is the platform's default, said as such ("Android default"), never as
        /// the design system's vendor value, as the component pages say it.
        var systemSources: [String: SourceDocument] {
            catalog.system(id: component.system)?.sources ?? [:]
        }

        /// The citation of a number with `provenance` on `platform`.
        func citation(_ provenance: Provenance?, on platform: Platform) -> Citation {
            let citation = Citation(provenance, sources: sources)
            return Citation.isPlatformDefault(provenance, systemSources: systemSources) ? citation.asDefault(of: platform) : citation
        }

        /// Where the compared variant's rules draw `field` otherwise than on the compared scene:
        /// each rule that applies to the variant on the scene's platform and sets a number there
        /// (by `metric`), with its condition in words ("in regular width") and the number's
        /// provenance. A rule that turns the sheet into another presentation style is skipped: its
        /// values belong to another table.
        func elsewhere(_ scene: Scene, _ metric: (PresentationProperties) -> Metric?)
            -> [(words: String, value: Double, provenance: Provenance?)]
        {
            var result: [(words: String, value: Double, provenance: Provenance?)] = []
            for rule in component.rules {
                let condition = rule.condition
                guard let presentation = rule.presentation, let metric = metric(presentation),
                      condition.platforms?.contains(scene.screen.platform) ?? true,
                      condition.variants?.contains(variant) ?? true, condition.states == nil,
                      presentation.style == nil || presentation.style == scene.presentation.style,
                      let words = Self.words(condition, on: scene.screen.platform),
                      let value = scope.number(metric) else { continue }
                result.append((words, value, provenance(of: metric)))
            }
            return result
        }

        /// Where the compared variant's rules draw it as another presentation style than on the
        /// compared scene (SAP's modal sheet becomes a form sheet in regular width): each place in
        /// words, the style, the width it fixes ("540 pt wide": SAP's form sheet), and the rules
        /// that say so (with those that do so by SpecSheet's reading). Rules that give the same
        /// outcome in both size classes of one axis are said as one place (``merged(_:)``).
        func becomes(_ scene: Scene) -> [Turn] {
            var result: [Turn] = []
            for (index, rule) in component.rules.enumerated() {
                let condition = rule.condition
                // Where it holds for this variant and platform: the variants and platforms it names
                // besides are no part of the place.
                var place = condition
                place.variants = nil
                place.platforms = nil
                guard let style = rule.presentation?.style, style != scene.presentation.style,
                      condition.platforms?.contains(scene.screen.platform) ?? true,
                      condition.variants?.contains(variant) ?? true, condition.states == nil,
                      Self.words(condition, on: scene.screen.platform) != nil,
                      !result.contains(where: { $0.condition == place && $0.style == style }) else { continue }
                // The width it fixes (SAP's 540 pt), whose source the table of that presentation gives.
                var width: String?
                var origins: [Origin] = [.model(path: "rules.\(index + 1)")]
                if let sizing = rule.presentation?.width, sizing.mode == .fixed, let value = scope.number(sizing.value) {
                    let provenance = provenance(of: sizing.value)
                    width = "\(value.compactDescription) \(scene.screen.platform.unit) wide, as the \(ComparisonBuilder.title(of: style)) table gives it with its source"
                    origins += Citation.origins(provenance)
                }
                // Where the rule draws it so by SpecSheet's reading, where that reading is written.
                let read: [Origin] = rule.readings.contains { $0.field == .style }
                    ? [.model(path: "rules.\(index + 1).presentation.ours.style")] : []
                result.append(Turn(condition: place, style: style, width: width, origins: origins, readings: read))
            }
            return Self.merged(result).compactMap { turn in
                guard let words = Self.words(turn.condition, on: scene.screen.platform) else { return nil }
                var said = turn
                said.words = words
                return said
            }
        }

        /// Where the number `metric` stands for comes from: a literal's stated source or a token's.
        func provenance(of metric: Metric?) -> Provenance? {
            switch metric {
            case .literal(_, let stated)?: stated
            case .token(let name)?: (try? scope.resolve(name))?.provenance
            case nil: nil
            }
        }

        /// One place where the compared variant is drawn as another presentation.
        struct Turn {
            var condition: Condition
            var style: PresentationStyle
            var width: String?
            var origins: [Origin]
            var readings: [Origin]
            var words = ""
        }

        /// `turns` with each pair that gives the same outcome in the compact and the regular class
        /// of one axis, and is alike otherwise, said as one place without that axis: "in compact
        /// height" for "in compact width and compact height" and "in regular width and compact
        /// height". A pair whose union would hold everywhere stays two places.
        static func merged(_ turns: [Turn]) -> [Turn] {
            var result = turns
            var index = 0
            while index < result.count {
                let turn = result[index]
                let partner = result.indices.first { other in
                    guard other != index, result[other].style == turn.style, result[other].width == turn.width else { return false }
                    return joined(turn.condition, result[other].condition) != nil
                }
                if let other = partner, let condition = joined(turn.condition, result[other].condition) {
                    result[index].condition = condition
                    result[index].origins += result[other].origins
                    result[index].readings += result[other].readings
                    result.remove(at: other)
                    index = 0
                } else {
                    index += 1
                }
            }
            return result
        }

        /// The one condition that holds exactly where `a` or `b` does, when they differ only in one
        /// size class (one compact, one regular) and keep another test; nil otherwise.
        static func joined(_ a: Condition, _ b: Condition) -> Condition? {
            var withoutWidth = a, withoutHeight = a
            withoutWidth.sizeClass = nil
            withoutHeight.verticalSizeClass = nil
            var bWithoutWidth = b, bWithoutHeight = b
            bWithoutWidth.sizeClass = nil
            bWithoutHeight.verticalSizeClass = nil
            let bothClasses: (SizeClass?, SizeClass?) -> Bool = { x, y in x != nil && y != nil && x != y }
            if bothClasses(a.sizeClass, b.sizeClass), withoutWidth == bWithoutWidth, withoutWidth.verticalSizeClass != nil || withoutWidth.orientation != nil {
                return withoutWidth
            }
            if bothClasses(a.verticalSizeClass, b.verticalSizeClass), withoutHeight == bWithoutHeight, withoutHeight.sizeClass != nil || withoutHeight.orientation != nil {
                return withoutHeight
            }
            return nil
        }

        /// Whether `inner` holds only where `outer` does and tests more (regular width and compact
        /// height, inside regular width): the size classes and orientation `outer` tests, alike.
        static func narrows(_ inner: Condition, _ outer: Condition) -> Bool {
            func within<T: Equatable>(_ a: T?, _ b: T?) -> Bool { b == nil || a == b }
            return inner != outer && within(inner.sizeClass, outer.sizeClass) && within(inner.verticalSizeClass, outer.verticalSizeClass)
                && within(inner.orientation, outer.orientation)
        }

        /// A rule's condition as where it applies: "in regular width", "in compact width, in
        /// landscape"; nil for a condition these words cannot say (a window-size band).
        static func words(_ condition: Condition, on platform: Platform) -> String? {
            guard condition.windowClasses == nil, condition.minWidth == nil, condition.widthBelow == nil,
                  condition.minHeight == nil, condition.heightBelow == nil, condition.idioms == nil else { return nil }
            var parts: [String] = []
            // "compact width and compact height": the two size classes said as one place.
            let sizes = [condition.sizeClass.map { "\($0.rawValue) width" }, condition.verticalSizeClass.map { "\($0.rawValue) height" }]
                .compactMap { $0 }
            if !sizes.isEmpty { parts.append(sizes.joined(separator: " and ")) }
            if let orientation = condition.orientation { parts.append(orientation.rawValue) }
            return parts.isEmpty ? nil : "in " + parts.joined(separator: ", ")
        }

        /// A length the spec states (by token or literal), or "not specified".
        func length(_ metric: Metric?, on platform: Platform) -> ComparisonCell {
            number(metric, on: platform) { "\($0.compactDescription) \(platform.unit)" }
        }

        /// A number the spec states, with its source. A number SpecSheet chose because no source
        /// gives one (`ours`) is not a source's: the cell says "not specified" and what the
        /// pictures draw instead, so the page shows no default as a fact.
        func number(_ metric: Metric?, on platform: Platform, _ format: (Double) -> String) -> ComparisonCell {
            let value: Double, provenance: Provenance?, token: String?
            switch metric {
            case nil:
                return ComparisonCell(value: "not specified", specified: false, citation: .notSpecified)
            case .literal(let number, let stated)?:
                (value, provenance, token) = (number, stated, nil)
            case .token(let name)?:
                guard let resolved = try? scope.resolve(name), case .number(let number) = resolved.value else {
                    return ComparisonCell(value: "not specified", specified: false, citation: .notSpecified)
                }
                (value, provenance, token) = (number, resolved.provenance, name)
            }
            if provenance?.tag == .ours {
                return ComparisonCell(value: "not specified (drawn at \(format(value)))", specified: false, token: token,
                                      citation: .notSpecified, origin: token.map { "model:tokens.\($0)" } ?? "model:presentation")
            }
            var cell = ComparisonCell(value: format(value), specified: true, token: token,
                                      citation: citation(provenance, on: platform),
                                      origin: Citation.origin(provenance).map { Origin.attribute([$0]) }
                                          ?? (token.map { "model:tokens.\($0)" } ?? "model:presentation"))
            // A source's number applied where the source does not say (a form sheet's measured
            // size given to a non-modal card) is SpecSheet's reading, and marked so.
            if provenance?.reading != nil { cell.reading = true }
            // The platform's own value (UIKit's grabber as measured, Material's handle), drawn
            // where the guideline gives none, is the platform's, not the system's: never compared.
            cell.platformOwn = ComparisonBuilder.isPlatformOwn(token: token, provenance, systemSources: systemSources)
            return cell
        }

        /// A container's width rule: its length, or its share of the screen.
        func width(_ sizing: Sizing?, on platform: Platform) -> ComparisonCell {
            guard let sizing, sizing.mode == .fraction, case .literal(let share, _)? = sizing.value else {
                return length(sizing?.value, on: platform)
            }
            return ComparisonCell(value: "\((share * 100).compactDescription) % of the screen", specified: true, citation: nil)
        }

        /// Two corners' radii: one value when they agree, else each named (leading and trailing).
        func corners(_ leading: Metric?, _ trailing: Metric?, on platform: Platform) -> ComparisonCell {
            guard leading != trailing else { return length(leading, on: platform) }
            let first = length(leading, on: platform), second = length(trailing, on: platform)
            var cell = ComparisonCell(value: "\(first.value) leading, \(second.value) trailing",
                                      specified: first.specified || second.specified,
                                      token: first.token ?? second.token, citation: first.citation ?? second.citation)
            cell.reading = first.reading || second.reading
            cell.platformOwn = first.platformOwn && second.platformOwn
            return cell
        }

        /// A fact that is not a number (no source column).
        func text(_ value: String) -> ComparisonCell {
            ComparisonCell(value: value, specified: true, citation: nil)
        }

        /// `cell` with the spec's reason where SpecSheet chose its value and says why (an `ours:`
        /// reading of `field`): the cell then says what the component's page says, such as a
        /// layer the library leaves transparent that the pictures dim.
        /// A number a source gives that SpecSheet carries where the source does not put it (eBay's
        /// web scrim token in the native apps) is a reading too: marked, as its page marks it,
        /// with the reason left to that page; a number no source gives says the reason here.
        func explained(_ cell: ComparisonCell, _ scene: Scene, field: PresentationField) -> ComparisonCell {
            let trace = PresentationTrace(component: component, scene: scene)
            let readings = trace.readings(of: [field])
            guard !readings.isEmpty else { return cell }
            var cell = cell
            cell.reading = true
            if !cell.specified { cell.note = readings.map(\.reason).joined(separator: " ") }
            let origins = trace.layers(setting: [field]).filter { !$0.readings.isEmpty }
                .map { Origin.model(path: "\($0.path).ours.\(field.rawValue)") }
            cell.origin = ([cell.origin] + origins.map(\.description)).joined(separator: " ")
            return cell
        }

        /// A behaviour read off presentation `fields`, citing the blocks that set them on `scene`
        /// and marked when any of them is SpecSheet's reading.
        func behaviour(_ value: String, _ scene: Scene, fields: [PresentationField], more: [Origin] = []) -> ComparisonCell {
            let trace = PresentationTrace(component: component, scene: scene)
            var origins = trace.origins(of: fields)
            for origin in more where !origins.contains(origin) { origins.append(origin) }
            var cell = ComparisonCell(value: value, specified: true, citation: nil, origin: Origin.attribute(origins))
            cell.reading = !trace.readings(of: fields).isEmpty
            return cell
        }
    }

    /// The corners a reader sees when the sheet's container draws nothing (no surface of its own,
    /// a clear fill) and its children are the rounded surfaces, as Apple's action group and Cancel
    /// are: the first such child's corner radii, and the words naming what they round. Nil when
    /// the container draws its own surface, whose corners the presentation gives. Words: "on the
    /// action group and the cancel button; the sheet itself draws nothing".
    static func surfaceGroupCorners(_ scene: Scene, _ reading: Reading) -> (CornerMetrics, String)? {
        guard let container = scene.container else { return nil }
        func invisible(_ color: ThemedColor?) -> Bool { color.map { $0.color(for: scene.theme).alpha == 0 } ?? true }
        guard invisible(scene.presentation.background), invisible(container.content.fill),
              container.content.fill != nil || scene.presentation.background != nil else { return nil }
        let root = reading.component.anatomy
        let surfaces = root.orderedChildren.filter { child in
            child.properties.cornerRadius != nil && scene.parts.contains { $0.id == child.id && !invisible($0.content.fill) }
        }
        guard let first = surfaces.first, let corners = first.properties.cornerRadius else { return nil }
        let names = surfaces.map { ReaderWords.inSentence($0.name) }
        return (corners, "on " + BehaviourFacts.list(names.map { "the \($0)" }) + "; the sheet itself draws nothing")
    }

    static func properties(for style: PresentationStyle) -> [Property] {
        var result: [Property] = [
            Property(label: "Drag handle (width × height)") { scene, reading in
                guard let handle = reading.component.anatomy.allParts.first(where: { $0.kind == .handle }),
                      scene.part(handle.id) != nil else { return reading.text("no handle") }
                let unit = scene.screen.platform.unit
                let width = reading.length(handle.properties.width?.value, on: scene.screen.platform)
                let height = reading.length(handle.properties.height?.value, on: scene.screen.platform)
                guard width.specified, height.specified else { return width.specified ? height : width }
                var cell = ComparisonCell(value: "\(width.value.dropLast(unit.count + 1)) × \(height.value)", specified: true,
                                          token: width.token, citation: width.citation)
                cell.reading = width.reading || height.reading
                cell.platformOwn = width.platformOwn && height.platformOwn
                return cell
            },
        ]
        // A sheet that fills the screen has no corners of its own to compare.
        if style != .fullScreen {
            result.append(Property(label: "Top corner radius") { scene, reading in
                if let (corners, groups) = surfaceGroupCorners(scene, reading) {
                    var cell = reading.corners(corners.topLeading, corners.topTrailing, on: scene.screen.platform)
                    cell.value += " (\(groups))"
                    return cell
                }
                let corners = scene.presentation.specified.corners
                return reading.corners(corners?.topLeading, corners?.topTrailing, on: scene.screen.platform)
            })
        }
        if style != .bottomSheet && style != .fullScreen {
            result.append(Property(label: "Bottom corner radius") { scene, reading in
                if let (corners, groups) = surfaceGroupCorners(scene, reading) {
                    var cell = reading.corners(corners.bottomLeading, corners.bottomTrailing, on: scene.screen.platform)
                    cell.value += " (\(groups))"
                    return cell
                }
                let corners = scene.presentation.specified.corners
                return reading.corners(corners?.bottomLeading, corners?.bottomTrailing, on: scene.screen.platform)
            })
        }
        result.append(Property(label: "Scrim opacity") { scene, reading in
            guard style != .fullScreen else { return reading.behaviour("none (it covers the screen)", scene, fields: [.style]) }
            guard scene.presentation.modal else { return reading.behaviour("none (non-modal)", scene, fields: [.modal]) }
            guard scene.presentation.scrimOpacity > 0 else {
                // As the legend says a number no source gives: "not specified", then what is drawn.
                var cell = reading.behaviour("not specified (none drawn; modal: the page takes no input)", scene,
                                             fields: [.modal, .scrimOpacity])
                cell.specified = false
                return cell
            }
            let percent: (Double) -> String = { "\(($0 * 100).compactDescription) %" }
            var cell = reading.number(scene.presentation.specified.scrimOpacity, on: scene.screen.platform, percent)
            if let dark = scene.presentation.specified.scrimOpacityDark {
                let darkCell = reading.number(dark, on: scene.screen.platform, percent)
                if darkCell.value != cell.value {
                    cell.value += " light, \(darkCell.value) dark"
                    // The dark number's own document (eBay's evo-dark.css), never credited to the light one's.
                    if let source = darkCell.citation?.source, source != cell.citation?.source {
                        cell.citation?.darkSource = source
                        cell.citation?.darkURL = darkCell.citation?.url
                        cell.origin = [cell.origin, darkCell.origin].joined(separator: " ")
                    }
                }
            }
            return reading.explained(cell, scene, field: .scrimOpacity)
        })
        switch style {
        case .bottomSheet, .topSheet:
            // Every height it rests at, said as the component's page says them.
            result.append(Property(label: "Height rule", isMeasurement: false) { scene, reading in
                var cell = reading.behaviour(BehaviourFacts.restingHeights(scene, component: reading.component),
                                             scene, fields: [.detent, .detents])
                // Where the opening height is SpecSheet's reading ("SpecSheet opens it at"), the
                // cell says why, as the component's page does: read on its own, it never passes a
                // height the source's own sample opens at (Orange's binding) for SpecSheet's choice.
                // Read as ``BehaviourFacts/restingHeights(_:component:)`` reads it: a reading of the
                // opening height in any block that sets the heights (a state that only picks
                // the height to draw does not make the choice the source's).
                let why = PresentationTrace(component: reading.component, scene: scene).layers(setting: [.detent, .detents])
                    .flatMap(\.readings).filter { $0.field == .detent }.map(\.reason)
                var seen = Set<String>()
                let reasons = why.filter { seen.insert($0).inserted }
                if !reasons.isEmpty { cell.note = reasons.joined(separator: " ") }
                return cell
            })
            result.append(Property(label: "Maximum width") { scene, reading in
                if scene.presentation.specified.maxWidth == MaxWidth.none { return reading.behaviour("none", scene, fields: [.maxWidth]) }
                let unit = scene.screen.platform.unit
                guard scene.presentation.specified.maxWidth == nil else {
                    return reading.length(scene.presentation.specified.maxWidth?.metric, on: scene.screen.platform)
                }
                // None on the compared device: say what the pictures draw where a rule gives one
                // (eBay's 640 pt on iPad), as SpecSheet's or as its source's, or that they draw none.
                let others = reading.elsewhere(scene) { $0.maxWidth?.metric }
                guard !others.isEmpty else {
                    // Where a rule draws the variant as another presentation (SAP's modal sheet,
                    // a form sheet on iPad), its width is that table's: said, not left out.
                    let turns = reading.becomes(scene)
                    // A place inside an earlier one (regular width and compact height, after
                    // regular width) is its exception: "but in … it becomes …".
                    let elsewhere = turns.enumerated().map { index, turn in
                        let narrows = turns.prefix(index).contains { Reading.narrows(turn.condition, $0.condition) }
                        return (narrows ? "but " : "") + "\(turn.words) it becomes \(Self.singular(turn.style, modal: scene.presentation.modal))"
                            + (turn.width.map { ", \($0)" } ?? "")
                    }
                    // "none drawn" as what the column shows: where it becomes a presentation of
                    // a fixed width, that width is said after, so the lead names the one without.
                    let lead = turns.contains { $0.width != nil }
                        ? ["none drawn while it is \(Self.singular(scene.presentation.style, modal: scene.presentation.modal))"] : ["none drawn"]
                    var cell = ComparisonCell(value: "not specified (" + BehaviourFacts.listOfPhrases(lead + elsewhere) + ")",
                                              specified: false, citation: .notSpecified,
                                              origin: turns.isEmpty ? "model:presentation" : Origin.attribute(turns.flatMap(\.origins)))
                    // A rule that draws it so by SpecSheet's reading (SAP's non-modal sheet held
                    // sideways, or on iPad) makes the cell one.
                    let read = turns.flatMap(\.readings)
                    if !read.isEmpty {
                        cell.reading = true
                        cell.origin = Origin.attribute(turns.flatMap(\.origins) + read)
                    }
                    return cell
                }
                let drawn = others.map { "\($0.value.compactDescription) \(unit) \($0.words)" }
                if others.allSatisfy({ $0.provenance?.tag == .ours || $0.provenance == nil }) {
                    return ComparisonCell(value: "not specified (drawn at \(BehaviourFacts.list(drawn)))", specified: false,
                                          citation: .notSpecified, origin: "model:rules")
                }
                let first = others.first { $0.provenance?.tag != .ours && $0.provenance != nil }
                return ComparisonCell(value: "none on this device; \(BehaviourFacts.list(drawn))", specified: true,
                                      citation: reading.citation(first?.provenance, on: scene.screen.platform),
                                      origin: Citation.origin(first?.provenance).map { Origin.attribute([$0, .model(path: "rules")]) }
                                          ?? "model:rules")
            })
        case .sideSheet:
            result.append(Property(label: "Edge", isMeasurement: false) { scene, reading in
                reading.behaviour(scene.presentation.edge.rawValue, scene, fields: [.edge])
            })
            result.append(Property(label: "Width") { scene, reading in
                reading.width(scene.presentation.specified.width, on: scene.screen.platform)
            })
        case .formSheet, .popover:
            result.append(Property(label: "Width") { scene, reading in
                reading.width(scene.presentation.specified.width, on: scene.screen.platform)
            })
            if style == .formSheet {
                // The height a form sheet asks for, as its page gives it (UIKit's 620 pt on iPad).
                result.append(Property(label: "Height") { scene, reading in
                    switch scene.presentation.specified.preferredHeight {
                    case .length(let metric)?: return reading.length(metric, on: scene.screen.platform)
                    case .fraction(let share)?:
                        return ComparisonCell(value: "\((share * 100).compactDescription) % of the screen", specified: true, citation: nil)
                    case .fit?: return reading.behaviour("as tall as what it shows", scene, fields: [.preferredHeight])
                    case .full?: return reading.behaviour("full height", scene, fields: [.preferredHeight])
                    case nil: return reading.behaviour("as tall as what it shows", scene, fields: [.preferredHeight])
                    }
                })
            }
        case .fullScreen:
            break
        }
        result.append(Property(label: "Ways to close", isMeasurement: false) { scene, reading in
            let triggered = ClosingWays.triggered(scene, component: reading.component, defaults: reading.defaults)
            let own = ClosingWays.list(scene, triggered: triggered)
            // Every state of the variant: one that closes otherwise (“Without scrim”) is named.
            let others = StateVariations(component: reading.component, catalog: reading.catalog)
                .others(of: scene, fields: [.dismissal], includeTriggered: false) { other in
                    let words = ClosingWays.list(other, triggered: ClosingWays.triggered(other, base: scene, component: reading.component,
                                                                                          defaults: reading.defaults))
                    return words == own ? nil : words
                }
            var cell = reading.behaviour(([own] + others.map { "in \($0.names): \($0.words)" }).joined(separator: "; "),
                                         scene, fields: [.dismissal],
                                         more: triggered.flatMap(\.origins) + others.flatMap(\.origins))
            // A state the cell names whose ways to close are SpecSheet's reading marks it too.
            if others.contains(where: \.read) { cell.reading = true }
            return cell
        })
        return result
    }

    /// `cell`, saying where its number comes from when that is not the guideline the component
    /// documents: "not in the guideline; from" the source named, or "not in the guideline:" before
    /// the tag of a number only the community measures.
    static func sayingWhence(_ cell: ComparisonCell) -> ComparisonCell {
        guard cell.specified, let citation = cell.citation, let tag = citation.tag, tag != EvidenceTag.seed.rawValue else { return cell }
        var cell = cell
        cell.whence = citation.source == nil ? "not in the guideline:" : "not in the guideline; from"
        return cell
    }

    /// Whether a value is the platform's own (a `platform.` token whose source is none of the
    /// system's documents: UIKit's grabber as the community measures it, Material's handle) rather
    /// than one the system gives.
    static func isPlatformOwn(token: String?, _ provenance: Provenance?, systemSources: [String: SourceDocument]) -> Bool {
        guard let token, token.hasPrefix("platform."), let provenance, provenance.tag != .seed else { return false }
        return provenance.source.map { systemSources[$0] == nil } ?? true
    }

    /// A row; on each platform, specified values that are not the platform's most common one differ.
    /// A property's row; a measurement disagrees where two specified values differ on one platform.
    /// The values compared are the systems' own: a cell that includes SpecSheet's reading (a web
    /// token carried into the native apps, a stand-in opacity) is no system's choice and is left
    /// out, and so is a platform's own value drawn where the guideline gives none. Each value counts once per system that gives it, not once per column (eBay's three
    /// iOS sheets are one system's value); where no value is given by more systems than every
    /// other, none is marked.
    private func row(_ property: Property, cells: [ComparisonCell], platforms: [Platform], systems: [String]) -> ComparisonRow {
        var cells = cells
        var notes: [String] = []
        for platform in Platform.allCases where property.isMeasurement {
            let indices = cells.indices.filter {
                platforms[$0] == platform && cells[$0].specified && cells[$0].citation != nil && !cells[$0].reading
                    && !cells[$0].platformOwn
            }
            let distinct = Set(indices.map { cells[$0].value })
            guard distinct.count > 1 else { continue }
            let givers = Dictionary(grouping: indices, by: { cells[$0].value }).mapValues { Set($0.map { systems[$0] }).count }
            let most = givers.values.max() ?? 0
            let leaders = givers.filter { $0.value == most }.map(\.key)
            if leaders.count == 1, let reference = leaders.first {
                for index in indices where cells[index].value != reference { cells[index].differs = true }
            }
            notes.append("\(platform.displayName): \(distinct.count) different values")
        }
        // Different systems giving different numbers is a difference of design, not a disagreement:
        // the sources each describe their own sheet. (Sources that disagree about one number of one
        // system are shown on that component's page, from its `disagreements`.)
        return ComparisonRow(label: property.label, cells: cells, disagrees: !notes.isEmpty,
                             note: notes.isEmpty ? nil : "Systems differ — " + notes.joined(separator: "; "))
    }
}
