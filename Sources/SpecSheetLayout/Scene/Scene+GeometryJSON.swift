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
        ] + (revealsNumberedParts ? [("numberedPartsRevealed", JSONValue.bool(true))] : [])
            + (textSize == .standard ? [] : [("textSize", JSONValue.string(textSize.rawValue))]) + [
            ("device", screen.geometryJSON),
            ("presentation", .string(presentation.style.rawValue)),
        ] + detentJSON + [
            ("scrim", .object([("visible", .bool(scrimVisible)),
                               ("opacity", scrimVisible ? .number(presentation.scrimOpacity) : .number(0))])),
            ("container", containerJSON),
            ("parts", .array(parts.map(\.geometryJSON))),
            ("dimensions", .array(dimensions.map(\.geometryJSON))),
        ] + (picture.map { [("picture", $0.geometryJSON)] } ?? []))
    }
}

extension Scene {
    /// The resting detent, for the styles that rest at detents (bottom and top sheets); absent
    /// for the others, where a platform's detent would mean nothing.
    var detentJSON: [(String, JSONValue)] {
        guard [.bottomSheet, .topSheet].contains(presentation.style) else { return [] }
        return [("detent", .object([("name", .string(detentName)), ("height", .number(detentHeight))]))]
    }

    /// Every number the container is drawn with: its style and edge, frame, per-corner radii,
    /// width bounds, margins (and what they count from), elevation, and the page a standard side
    /// sheet leaves beside it.
    var containerJSON: JSONValue {
        let rules = presentation
        var members: [(String, JSONValue)] = [
            ("style", .string(rules.style.rawValue)),
            ("modal", .bool(rules.modal)),
        ]
        if rules.style == .sideSheet { members.append(("edge", .string(rules.edge.rawValue))) }
        members += [
            ("frame", container?.frame.geometryJSON ?? .null),
            ("corners", rules.corners.geometryJSON),
            ("width", .object([("min", .optional(rules.width.min)), ("max", .optional(rules.width.max))])),
            ("maxWidth", .optional(rules.maxWidth)),
            ("margin", .object([("top", .number(rules.margin.top)), ("leading", .number(rules.margin.leading)),
                                ("bottom", .number(rules.margin.bottom)), ("trailing", .number(rules.margin.trailing)),
                                ("from", .string(rules.style == .sideSheet ? rules.marginFrom.rawValue : "safe-area"))])),
            ("elevation", .number(rules.elevation)),
            ("page", pageFrame?.geometryJSON ?? .null),
        ]
        return .object(members)
    }
}

extension ResolvedCorners {
    var geometryJSON: JSONValue {
        .object([("topLeading", .number(topLeading)), ("topTrailing", .number(topTrailing)),
                 ("bottomLeading", .number(bottomLeading)), ("bottomTrailing", .number(bottomTrailing))])
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
            ("idiom", .string(idiom.rawValue)),
            ("direction", .string(layoutDirection.rawValue)),
            ("windowClass", .optional(windowClass)),
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
        if !content.corners.isZero { members.append(("corners", content.corners.geometryJSON)) }
        if padding != .zero {
            members.append(("padding", .object([("top", .number(padding.top)), ("leading", .number(padding.leading)),
                                                ("bottom", .number(padding.bottom)), ("trailing", .number(padding.trailing))])))
        }
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
