import SpecSheetModel

/// Where a selection's presentation values come from: the layers that set each field (the
/// component's presentation, then the variant's, the state's and each applicable rule's), with
/// their origins and the fields they mark as SpecSheet's reading. Pages use it to cite a behaviour
/// fact's source and to say when a value is SpecSheet's, not the guideline's.
public struct PresentationTrace: Sendable {
    /// One block of presentation fields and where it is written.
    public struct Layer: Sendable, Hashable {
        /// The block's field path in the spec (`variants.context.presentation`, `rules.8.presentation`).
        public var path: String
        /// The origins the spec gives the block's variant, state or rule.
        public var origins: [Origin]
        public var properties: PresentationProperties
        public var readings: [PresentationReading]
    }

    /// Base first, in the order they are merged.
    public let layers: [Layer]

    public init(_ selection: Selection) {
        let component = selection.component
        var layers = [Layer(path: "presentation", origins: component.presentationOrigin, properties: component.presentation,
                            readings: component.presentationReadings)]
        let variants = component.variants.filter { $0.id == selection.variant }.map { ("variants.\($0.id)", $0.origin, $0.rule) }
        let states = component.states.filter { $0.id == selection.state }.map { ("states.\($0.id)", $0.origin, $0.rule) }
        let rules = component.rules.enumerated().map { ("rules.\($0.offset + 1)", $0.element.origin, $0.element) }
        for (path, origins, rule) in variants + states + rules
        where rule.condition.matches(variant: selection.variant, state: selection.state, screen: selection.screen) {
            guard let properties = rule.presentation else { continue }
            layers.append(Layer(path: "\(path).presentation", origins: rule.presentationOrigin.isEmpty ? origins : rule.presentationOrigin,
                                properties: properties,
                                readings: rule.readings))
        }
        self.layers = layers
    }

    /// The trace of the selection `scene` was laid out from.
    public init(component: ComponentSpec, scene: Scene) {
        self.init(Selection(component: component, variant: scene.variant, state: scene.state, screen: scene.screen,
                            theme: scene.theme))
    }

    /// The layers whose values the selection shows for `fields`: the last to set each field, or,
    /// for a field later layers add to (ways to close), the last layer that writes the whole list
    /// and every layer that amends it after that.
    public func layers(setting fields: [PresentationField]) -> [Layer] {
        var result: [Layer] = []
        for field in fields {
            let setting = layers.filter { field.isSet(in: $0.properties) }
            var shown = Array(setting.suffix(1))
            if field.accumulates {
                // A replacing list hides whatever the layers before it said.
                let start = setting.lastIndex { field.replaces(in: $0.properties) } ?? setting.startIndex
                shown = Array(setting[start...])
            }
            for layer in shown where !result.contains(layer) {
                result.append(layer)
            }
        }
        return result.sorted { lhs, rhs in
            (layers.firstIndex(of: lhs) ?? 0) < (layers.firstIndex(of: rhs) ?? 0)
        }
    }

    /// The readings behind the values of `fields`; empty when the sources state them all.
    public func readings(of fields: [PresentationField]) -> [PresentationReading] {
        layers(setting: fields).flatMap { layer in layer.readings.filter { fields.contains($0.field) } }
    }

    /// A number among a selection's presentation values that no source the page documents gives:
    /// SpecSheet's own choice (`ours`), or a community measurement the vendor does not publish.
    public struct UnsourcedNumber: Sendable, Hashable {
        public var field: PresentationField
        /// The token it is read from, if any.
        public var token: String?
        public var value: Double
        /// The path of the block it is written in.
        public var path: String
        /// `ours` or `community`.
        public var tag: EvidenceTag
    }

    /// The numbers among `fields`' values that no source gives (their token or literal is tagged
    /// `ours`) or that only the community measures (`community`), resolved in `scope`. A field
    /// the block marks `ours` itself is left to its reason. A field no block sets is read from
    /// the platform's `defaults` when they are given, written at `defaultsPath`.
    public func unsourcedNumbers(of fields: [PresentationField], in scope: TokenScope,
                                 defaults: PresentationProperties? = nil,
                                 defaultsPath: String = "platforms") -> [UnsourcedNumber] {
        var result: [UnsourcedNumber] = []
        let unsourced: Set<EvidenceTag> = [.ours, .community]
        for field in fields {
            let properties: PresentationProperties, path: String
            if let layer = layers.last(where: { field.isSet(in: $0.properties) }) {
                guard !layer.readings.contains(where: { $0.field == field }) else { continue }
                (properties, path) = (layer.properties, layer.path)
            } else if let defaults, field.isSet(in: defaults) {
                (properties, path) = (defaults, defaultsPath)
            } else {
                continue
            }
            for metric in field.metrics(in: properties) {
                switch metric {
                case .literal(let value, let provenance):
                    if let tag = provenance?.tag, unsourced.contains(tag) {
                        result.append(UnsourcedNumber(field: field, token: nil, value: value, path: path, tag: tag))
                    }
                case .token(let name):
                    guard let resolved = try? scope.resolve(name), let tag = resolved.provenance?.tag, unsourced.contains(tag),
                          case .number(let value) = resolved.value,
                          !result.contains(where: { $0.token == name && $0.field == field }) else { continue }
                    result.append(UnsourcedNumber(field: field, token: name, value: value, path: path, tag: tag))
                }
            }
        }
        return result
    }

    /// The origins of the values of `fields`: each setting layer's source passages and its field
    /// path; the platform's defaults when no layer sets them.
    public func origins(of fields: [PresentationField]) -> [Origin] {
        let setting = layers(setting: fields)
        guard !setting.isEmpty else { return [.model(path: "platforms")] }
        var result: [Origin] = []
        for layer in setting {
            for origin in layer.origins where origin.isSource && !result.contains(origin) { result.append(origin) }
            let path = Origin.model(path: layer.path)
            if !result.contains(path) { result.append(path) }
        }
        return result
    }
}
