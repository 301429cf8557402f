import SpecSheetModel

extension PictureLayout {
    /// The `picture` object of `specsheet geometry --picture`: everything the picture places, in
    /// picture coordinates at 1x (DESIGN.md's contract, issue #12).
    public var geometryJSON: JSONValue {
        .object([
            ("kind", .string(kind.rawValue)),
            ("width", .number(width)),
            ("height", .number(height)),
            ("device", .object([("frame", device.geometryJSON)])),
            ("parts", .array(parts.map { part in
                .object([("id", .string(part.id)), ("parent", .optional(part.parent)),
                         ("number", part.number.map { .number(Double($0)) } ?? .null),
                         ("frame", part.frame.geometryJSON), ("ink", part.ink.geometryJSON)])
            })),
            ("markers", .array(markers.map { marker in
                .object([("part", .string(marker.part)), ("number", .number(Double(marker.number))),
                         ("center", marker.center.geometryJSON), ("radius", .number(marker.radius))])
            })),
            ("labels", .array(labels.map { label in
                .object([("kind", .string(label.kind.rawValue)), ("text", .string(label.text)),
                         ("for", .string(label.owner)), ("frame", label.frame.geometryJSON)])
            })),
            ("leaders", .array(leaders.map { leader in
                .object([(leader.kind == .marker ? "part" : "dimension", .string(leader.owner)),
                         ("points", .array(leader.points.map(\.geometryJSON)))])
            })),
            ("redlines", .array(redlines.map { line in
                .object([("dimension", .string(line.dimension)), ("from", line.from.geometryJSON),
                         ("to", line.to.geometryJSON)])
            })),
        ])
    }
}

extension Point {
    var geometryJSON: JSONValue { .object([("x", .number(x)), ("y", .number(y))]) }
}
