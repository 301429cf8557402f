import SpecSheetModel

extension ExplorerExport {
    /// The export as the page's script reads it (docs/explorer-format.md). Regions refer to shared
    /// tables of screens and fixed values, so the many regions that agree are written once.
    public var json: ExplorerJSON {
        var screens: [JSONValue] = [], fixed: [JSONValue] = []
        func index(of value: JSONValue, in pool: inout [JSONValue]) -> Int {
            if let known = pool.firstIndex(of: value) { return known }
            pool.append(value)
            return pool.count - 1
        }
        let selectionJSON: [ExplorerJSON] = selections.map { selection in
            let regions: [ExplorerJSON] = selection.regions.map { entry in
                let region = entry.region
                return .array([
                    .number(region.minWidth, decimals: 6), .number(region.widthBelow, decimals: 6),
                    .number(region.minHeight, decimals: 6), .number(region.heightBelow, decimals: 6),
                    .value(.string(region.orientation.rawValue)),
                    .number(Double(entry.layout), decimals: 0),
                    .array(entry.rules.map { .number(Double($0), decimals: 0) }),
                    .number(Double(index(of: region.screen.explorerTraitsJSON, in: &screens)), decimals: 0),
                    .number(Double(index(of: entry.fixed, in: &fixed)), decimals: 0),
                ])
            }
            let devices: [ExplorerJSON] = selection.devices.map { device in
                .array([
                    .value(.string(device.preset)), .value(.string(device.screen.orientation.rawValue)),
                    .number(Double(device.layout), decimals: 0),
                    .array(device.rules.map { .number(Double($0), decimals: 0) }),
                    .number(Double(index(of: device.screen.explorerTraitsJSON, in: &screens)), decimals: 0),
                    .number(Double(index(of: device.fixed, in: &fixed)), decimals: 0),
                ])
            }
            return .object([
                ("platform", .value(.string(selection.platform.rawValue))),
                ("variant", .value(.string(selection.variant))),
                ("state", .value(.string(selection.state))),
                ("regions", .array(regions)),
                ("devices", .array(devices)),
                ("layouts", .array(selection.layouts.map(\.json))),
            ])
        }
        return .object([
            ("format", .number(1, decimals: 0)),
            ("address", .value(.string(address))),
            ("names", .value(.object([
                ("variants", .object(variantNames.map { ($0.id, JSONValue.string($0.name)) })),
                ("states", .object(stateNames.map { ($0.id, JSONValue.string($0.name)) })),
            ]))),
            ("platforms", .array(platforms.map(\.json))),
            ("rules", .array(rules.map(\.json))),
            ("screens", .array(screens.map(ExplorerJSON.value))),
            ("fixed", .array(fixed.map(ExplorerJSON.value))),
            ("selections", .array(selectionJSON)),
        ])
    }
}

extension ExplorerExport.PlatformEntry {
    var json: ExplorerJSON {
        .value(.object([
            ("id", .string(platform.rawValue)),
            ("name", .string(name)),
            ("unit", .string(platform.unit)),
            ("range", .array([.number(range.lowest), .number(range.highest)])),
            ("presets", .array(presets.map { preset in
                .object([("id", .string(preset.id)), ("name", .string(preset.name)),
                         ("width", .number(preset.portraitWidth)), ("height", .number(preset.portraitHeight)),
                         ("orientation", .string(preset.naturalOrientation.rawValue))])
            })),
        ]))
    }
}

extension ExplorerRuleNote {
    var json: ExplorerJSON {
        .value(.object([
            ("path", .string(path)),
            ("when", .string(when)),
            ("words", .string(words)),
            ("ownership", .string(ownership.rawValue)),
            ("summary", .optional(summary)),
            ("sources", .array(citations.map { .object([("title", .string($0.title)), ("url", .optional($0.url))]) })),
        ]))
    }
}

extension Screen {
    /// The traits a region's screen has, as the geometry JSON's `device` names them.
    var explorerTraitsJSON: JSONValue {
        .object([
            ("idiom", .string(idiom.rawValue)),
            ("orientation", .string(orientation.rawValue)),
            ("sizeClass", .object([("horizontal", .string(horizontalSizeClass.rawValue)),
                                   ("vertical", .string(verticalSizeClass.rawValue))])),
            ("windowClass", .optional(windowClass)),
            ("safeArea", .object([("top", .number(safeArea.top)), ("bottom", .number(safeArea.bottom)),
                                  ("left", .number(safeArea.leading)), ("right", .number(safeArea.trailing))])),
            ("keyboard", .number(keyboardHeight)),
        ])
    }
}

extension ExplorerLayout {
    /// `parts`: `[id, name, number, parent, kind, corners]`; `surfaces`: one per number of
    /// ``LayoutVector``, each a constant, or `[widthBreaks, columns]` with a column
    /// `[heightBreaks, planes]` and a plane `a`, `[a, b]` or `[a, b, c]` (null: absent).
    var json: ExplorerJSON {
        .object([
            ("parts", .array(parts.map { part in
                .value(.array([.string(part.id), .string(part.name), part.number.map { .number(Double($0)) } ?? .null,
                               .optional(part.parent), .string(part.kind), part.corners ?? .null]))
            })),
            ("surfaces", .array(surfaces.map(\.json))),
        ])
    }
}

extension PiecewiseSurface {
    var json: ExplorerJSON {
        if widthBreaks.isEmpty, columns.count == 1, columns[0].heightBreaks.isEmpty {
            guard let plane = columns[0].planes[0] else { return .value(.null) }
            if plane.b == 0, plane.c == 0 { return plane.json }
        }
        return .array([
            .array(widthBreaks.map { .number($0, decimals: 6) }),
            .array(columns.map { column in
                .array([.array(column.heightBreaks.map { .number($0, decimals: 6) }),
                        .array(column.planes.map { $0?.json ?? .value(.null) })])
            }),
        ])
    }
}

extension LinearPlane {
    var json: ExplorerJSON {
        if b == 0, c == 0 { return .number(a, decimals: 2) }
        if c == 0 { return .array([.number(a, decimals: 2), .number(b, decimals: 6)]) }
        return .array([.number(a, decimals: 2), .number(b, decimals: 6), .number(c, decimals: 6)])
    }
}
