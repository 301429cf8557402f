import SpecSheetModel

/// `devices.yaml`: named device presets.
enum DevicesDecoding {
    static let keys = ["id", "name", "platform", "idiom", "width", "height", "orientation", "safeArea", "keyboard",
                       "screenCornerRadius", "provenance"]
    /// Number groups a device's `provenance:` may describe.
    static let provenanceGroups = ["size", "safeArea", "keyboard", "screenCornerRadius"]

    /// The presets, with where each platform is named (checked against `platforms.yaml` later).
    static func devices(_ root: YAMLNode, _ context: DecodeContext)
        -> (devices: [DevicePreset], platformLocations: [(Platform, SourceLocation)])
    {
        let log = context.log
        guard let top = root.mapping("devices.yaml", allowedKeys: ["devices"], log),
              let items = top.required("devices", log)?.sequence("a list of devices", log) else { return ([], []) }
        var seen: [String: SourceLocation] = [:]
        var devices: [DevicePreset] = []
        var platformLocations: [(Platform, SourceLocation)] = []
        for item in items {
            guard let mapping = item.mapping("a device", allowedKeys: keys, log) else { continue }
            let idNode = mapping.required("id", log)
            var id = idNode?.identifier("device id", log)
            if let value = id, let idNode {
                if let first = seen[value] {
                    log.error("duplicate device id '\(value)' (first used at line \(first.line))", at: idNode.location)
                    id = nil
                } else {
                    seen[value] = idNode.location
                }
            }
            let name = mapping.required("name", log)?.name(log)
            let platformNode = mapping.required("platform", log)
            let platform = platformNode?.enumValue("platform", Platform.self, log)
            if let platform, let platformNode { platformLocations.append((platform, platformNode.location)) }
            let idiom = mapping.required("idiom", log)?.enumValue("device idiom", DeviceIdiom.self, log)
            var provenance: [String: Provenance] = [:]
            func record(_ key: String, _ value: Provenance) { provenance[key] = value }
            let width = mapping.required("width", log).flatMap { positive($0, "width", context, record) }
            let height = mapping.required("height", log).flatMap { positive($0, "height", context, record) }
            let orientation = mapping["orientation"].flatMap { $0.enumValue("orientation", Orientation.self, log) }
            let safeArea = mapping["safeArea"].flatMap { $0.safeAreas("safeArea", context, record: record) }
            let keyboard = mapping["keyboard"].flatMap { $0.keyboardHeights("keyboard", context, record: record) }
            let radius = mapping["screenCornerRadius"].flatMap {
                $0.deviceNumber("screenCornerRadius", context) { record("screenCornerRadius", $0) }
            }
            if let groups = mapping["provenance"]?.mapping("a device's provenance", allowedKeys: provenanceGroups,
                                                           log) {
                for entry in groups.entries {
                    if let value = ProvenanceDecoding.standalone(entry.value, what: "provenance of '\(entry.key)'",
                                                                 context) {
                        provenance[entry.key] = value
                    }
                }
            }
            guard let id, let name, let platform, let idiom, let width, let height else { continue }
            // Safe areas and keyboards must leave some of the screen: a 5000 pt inset on an 852 pt
            // screen is a typo, not a device.
            for (orientation, insets, keyboardHeight) in [("portrait", safeArea?.portrait, keyboard?.portrait),
                                                           ("landscape", safeArea?.landscape, keyboard?.landscape)] {
                let (across, along) = orientation == "portrait" ? (width, height) : (height, width)
                if let insets, insets.top + insets.bottom >= along || insets.leading + insets.trailing >= across {
                    context.error("the \(orientation) safe area of '\(id)' leaves nothing of its \(Format.number(across)) × "
                                  + "\(Format.number(along)) screen", at: mapping["safeArea"]?.location ?? mapping.location)
                }
                if let keyboardHeight, keyboardHeight >= along {
                    context.error("the \(orientation) keyboard of '\(id)' (\(Format.number(keyboardHeight))) is taller than "
                                  + "its screen (\(Format.number(along)))", at: mapping["keyboard"]?.location ?? mapping.location)
                }
            }
            devices.append(DevicePreset(
                id: id, name: name, platform: platform, idiom: idiom, portraitWidth: width, portraitHeight: height,
                safeAreaPortrait: safeArea?.portrait ?? .zero, safeAreaLandscape: safeArea?.landscape ?? .zero,
                keyboardPortrait: keyboard?.portrait ?? 0, keyboardLandscape: keyboard?.landscape ?? 0,
                screenCornerRadius: radius ?? 0, naturalOrientation: orientation ?? .portrait,
                provenance: provenance, location: mapping.location))
        }
        return (devices, platformLocations)
    }

    private static func positive(_ node: YAMLNode, _ key: String, _ context: DecodeContext,
                                 _ record: (String, Provenance) -> Void) -> Double? {
        guard let value = node.deviceNumber(key, context, record: { record(key, $0) }) else { return nil }
        guard value > 0 else {
            context.error("a device's \(key) must be positive; found \(Format.number(value))", at: node.location)
            return nil
        }
        return value
    }
}
