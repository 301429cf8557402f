/// The name of a layer of a picture, as design tools show it: `part-<id>`, `marker-<n>`,
/// `redline-<dimension id>`, `legend`, and the mock's own layers (`device`, `background`, …).
///
/// Names are XML ids: anything outside letters, digits, `-`, `_` and `.` becomes `-`.
struct LayerName: Sendable, Hashable {
    let rawValue: String

    init(_ rawValue: String) {
        var name = String(rawValue.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                ? Character(scalar) : "-"
        })
        if name.isEmpty || !(name.unicodeScalars.first!.properties.isAlphabetic) { name = "layer-" + name }
        self.rawValue = name
    }

    static func part(_ id: String) -> LayerName { LayerName("part-\(id)") }
    static func marker(_ number: Int) -> LayerName { LayerName("marker-\(number)") }
    static func redline(_ dimensionID: String) -> LayerName { LayerName("redline-\(dimensionID)") }
    static let legend = LayerName("legend")
    static let canvas = LayerName("canvas")
    static let screen = LayerName("screen")
    static let background = LayerName("background")
    static let scrim = LayerName("scrim")
    static let keyboard = LayerName("keyboard")
    static let trigger = LayerName("trigger")
    static let arrow = LayerName("arrow")
    static let device = LayerName("device")
    static let gestures = LayerName("gestures")
}
