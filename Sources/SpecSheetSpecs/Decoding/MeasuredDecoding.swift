import SpecSheetModel

/// A measured geometry file (`specsheet conform --measured`): the geometry JSON's shape, of which
/// `container` (frame, corners, edge, padding), `parts` (id, frame, padding), `scrim` (opacity) and the `device`'s
/// size are read; the geometry JSON's other keys are allowed, so that `specsheet geometry`'s own
/// output is a valid (and conforming) measurement.
enum MeasuredDecoding {
    static let rootKeys = ["address", "variant", "state", "numberedPartsRevealed", "device", "presentation", "detent",
                           "scrim", "container", "parts", "dimensions", "picture"]
    static let containerKeys = ["style", "modal", "edge", "frame", "corners", "padding", "width", "maxWidth", "margin",
                                "elevation", "page"]

    static func measured(_ node: YAMLNode, origin: String, _ context: DecodeContext) -> MeasuredGeometry? {
        let log = context.log
        guard let mapping = node.mapping("a measured geometry", allowedKeys: rootKeys, log) else { return nil }
        var result = MeasuredGeometry(origin: origin)
        if let device = mapping["device"], let fields = device.mapping("a device", allowedKeys: nil, log) {
            if let width = fields["width"]?.number(log), let height = fields["height"]?.number(log) {
                result.screen = Size(width: width, height: height)
            }
            result.deviceID = fields["id"]?.string(log)
        }
        if let containerNode = mapping["container"],
           let container = containerNode.mapping("a measured container", allowedKeys: containerKeys, log) {
            var measured = MeasuredGeometry.Container()
            measured.frame = container["frame"].flatMap { frame($0, log) }
            measured.corners = container["corners"].flatMap { corners($0, log) }
            measured.edge = container["edge"].flatMap { $0.string(log) }
            measured.padding = container["padding"].flatMap { insets($0, log) }
            result.container = measured
        }
        if let partsNode = mapping["parts"], let items = partsNode.sequence("a list of measured parts", log) {
            var seen: [String: SourceLocation] = [:]
            for item in items {
                guard let part = item.mapping("a measured part", allowedKeys: nil, log),
                      let idNode = part.required("id", log), let id = idNode.string(log),
                      let frameNode = part.required("frame", log), let frame = frame(frameNode, log) else { continue }
                if let first = seen[id] {
                    log.error("part '\(id)' is measured twice (first at line \(first.line))", at: idNode.location)
                    continue
                }
                seen[id] = idNode.location
                result.parts.append(MeasuredGeometry.Part(id: id, frame: frame, padding: part["padding"].flatMap { insets($0, log) },
                                                          location: idNode.location))
            }
        }
        if let scrimNode = mapping["scrim"], let scrim = scrimNode.mapping("a scrim", allowedKeys: ["visible", "opacity"], log) {
            let visible = scrim["visible"]?.bool(log) ?? true
            if let opacityNode = scrim["opacity"], let opacity = opacityNode.number(log) {
                if !(0...1).contains(opacity) {
                    log.error("a scrim's opacity is between 0 and 1; found \(Format.number(opacity))", at: opacityNode.location)
                }
                result.scrimOpacity = visible ? opacity : 0
            } else if !visible {
                result.scrimOpacity = 0
            }
        }
        return result
    }

    /// `{ x, y, width, height }`, sizes not negative.
    static func frame(_ node: YAMLNode, _ log: DiagnosticLog) -> Rect? {
        guard let mapping = node.mapping("a frame", allowedKeys: ["x", "y", "width", "height"], log) else { return nil }
        let values = ["x", "y", "width", "height"].map { key in mapping.required(key, log)?.number(log) }
        guard let x = values[0], let y = values[1], let width = values[2], let height = values[3] else { return nil }
        if width < 0 || height < 0 {
            log.error("a frame's width and height are not negative", at: node.location)
            return nil
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// `{ top, leading, bottom, trailing }`, each optional and not negative.
    private static func insets(_ node: YAMLNode, _ log: DiagnosticLog) -> MeasuredInsets? {
        let keys = ["top", "leading", "bottom", "trailing"]
        guard let mapping = node.mapping("a padding", allowedKeys: keys, log) else { return nil }
        let values = keys.map { key -> Double? in
            guard let valueNode = mapping[key], let value = valueNode.number(log) else { return nil }
            if value < 0 { log.error("a padding is not negative; found \(Format.number(value))", at: valueNode.location) }
            return value
        }
        return MeasuredInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    private static func corners(_ node: YAMLNode, _ log: DiagnosticLog) -> MeasuredCorners? {
        let keys = ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
        guard let mapping = node.mapping("corner radii", allowedKeys: keys, log) else { return nil }
        let values = keys.map { mapping[$0]?.number(log) }
        return MeasuredCorners(topLeading: values[0], topTrailing: values[1], bottomLeading: values[2],
                               bottomTrailing: values[3])
    }
}
