import SpecSheetModel

extension Scene {
    /// The geometry document of DESIGN.md's contract (`specsheet geometry`).
    public var geometryJSON: JSONValue { geometryJSON(picture: nil) }

    /// The geometry document, with a `picture` object last when a picture's layout is given
    /// (`specsheet geometry --picture`).
    public func geometryJSON(picture: PictureLayout?) -> JSONValue {
        .object([
            ("address", .string(address)),
            ("variant", .string(variant)),
            ("state", .string(state)),
        ] + (revealsNumberedParts ? [("numberedPartsRevealed", JSONValue.bool(true))] : []) + [
            ("device", screen.geometryJSON),
            ("presentation", .string(presentation.style.rawValue)),
            ("detent", .object([("name", .string(detentName)), ("height", .number(detentHeight))])),
            ("scrim", .object([("visible", .bool(scrimVisible)),
                               ("opacity", scrimVisible ? .number(presentation.scrimOpacity) : .number(0))])),
            ("parts", .array(parts.map(\.geometryJSON))),
            ("dimensions", .array(dimensions.map(\.geometryJSON))),
        ] + (picture.map { [("picture", $0.geometryJSON)] } ?? []))
    }
}

extension Screen {
    var geometryJSON: JSONValue {
        .object([
            ("id", .string(id)),
            ("platform", .string(platform.rawValue)),
            ("unit", .string(platform.unit)),
            ("width", .number(width)),
            ("height", .number(height)),
            ("orientation", .string(orientation.rawValue)),
            ("sizeClass", .object([("horizontal", .string(horizontalSizeClass.rawValue)),
                                   ("vertical", .string(verticalSizeClass.rawValue))])),
            ("safeArea", .object([("top", .number(safeArea.top)), ("bottom", .number(safeArea.bottom)),
                                  ("left", .number(safeArea.leading)), ("right", .number(safeArea.trailing))])),
        ])
    }
}

extension PlacedPart {
    var geometryJSON: JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(id)),
            ("name", .string(name)),
            ("number", number.map { .number(Double($0)) } ?? .null),
            ("frame", frame.geometryJSON),
        ]
        if let parentID { members.append(("parent", .string(parentID))) }
        if let scrollContentHeight { members.append(("contentHeight", .number(scrollContentHeight))) }
        return .object(members)
    }
}

extension PlacedDimension {
    var geometryJSON: JSONValue {
        .object([
            ("id", .string(id)),
            ("name", .optional(name)),
            ("from", .string(from)),
            ("to", .string(to)),
            ("axis", .string(axis.rawValue)),
            ("value", .number(value)),
            ("token", .optional(token)),
            ("tokenValue", .optional(tokenValue)),
            ("source", .optional(source)),
            ("tag", .optional(tag?.rawValue)),
        ])
    }
}

extension Rect {
    var geometryJSON: JSONValue {
        .object([("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height))])
    }
}
