/// A presentation field whose value is SpecSheet's own reading, not a number or behaviour a source
/// states: the source is silent or says it only in words ("opens partially"), and the spec picks
/// a value so that the sheet can be drawn. Written in a `presentation:` block as
/// `ours: { detents: "<why this value>" }`; pages and the comparison show the value as
/// SpecSheet's reading with that reason instead of as the source's.
public struct PresentationReading: Sendable, Hashable {
    /// The presentation key the reading is about, as written (`detents`, `dismissal`, `maxWidth`).
    public var field: PresentationField
    /// Why the spec chose the value, in the reader's words.
    public var reason: String
    public var location: SourceLocation?

    public init(field: PresentationField, reason: String, location: SourceLocation? = nil) {
        self.field = field
        self.reason = reason
        self.location = location
    }
}

/// A presentation key, as specs write it; the unit the provenance of presentation values is kept in.
public enum PresentationField: String, Sendable, Hashable, CaseIterable {
    case style, edge, modal, scrimOpacity, scrimColor, width, maxWidth, margin, marginFrom, preferredHeight, maxHeight
    case verticalAlignment
    case detent, detents, cornerRadius, topCornerRadius, bottomCornerRadius, keyboard, topGap, anchor
    case dismissal, elevation, background

    /// Whether `properties` sets this field (the three corner keys all write `corners`).
    public func isSet(in properties: PresentationProperties) -> Bool {
        switch self {
        case .style: properties.style != nil
        case .edge: properties.edge != nil
        case .modal: properties.modal != nil
        case .scrimOpacity: properties.scrimOpacity != nil
        case .scrimColor: properties.scrimColor != nil
        case .width: properties.width != nil
        case .maxWidth: properties.maxWidth != nil
        case .margin: properties.margin != nil
        case .marginFrom: properties.marginFrom != nil
        case .preferredHeight: properties.preferredHeight != nil
        case .maxHeight: properties.maxHeight != nil
        case .verticalAlignment: properties.verticalAlignment != nil
        case .detent: properties.detent != nil
        case .detents: properties.detents != nil
        case .cornerRadius, .topCornerRadius, .bottomCornerRadius: properties.corners != nil
        case .keyboard: properties.keyboard != nil
        case .topGap: properties.topGap != nil
        case .anchor: properties.anchor != nil
        case .dismissal: properties.dismissal != nil
        case .elevation: properties.elevation != nil
        case .background: properties.background != nil
        }
    }

    /// The numbers the field holds in `properties` (a token or a literal each), for reading their
    /// provenance; empty for fields that are not numbers.
    public func metrics(in properties: PresentationProperties) -> [Metric] {
        switch self {
        case .scrimOpacity: [properties.scrimOpacity].compactMap { $0 }
        case .width: [properties.width?.value, properties.width?.min, properties.width?.max].compactMap { $0 }
        case .maxWidth: [properties.maxWidth?.metric].compactMap { $0 }
        case .margin:
            [properties.margin?.top, properties.margin?.leading, properties.margin?.bottom, properties.margin?.trailing]
                .compactMap { $0 }
        case .preferredHeight, .maxHeight:
            [self == .preferredHeight ? properties.preferredHeight : properties.maxHeight].compactMap { height in
                if case .length(let metric)? = height { metric } else { nil }
            }
        case .topGap: [properties.topGap].compactMap { $0 }
        case .elevation: [properties.elevation].compactMap { $0 }
        case .cornerRadius, .topCornerRadius, .bottomCornerRadius:
            [properties.corners?.topLeading, properties.corners?.topTrailing, properties.corners?.bottomLeading,
             properties.corners?.bottomTrailing].compactMap { $0 }
        default: []
        }
    }

    /// The field in a reader's words, for "No source gives …".
    public var readerWords: String {
        switch self {
        case .style: "the way it is presented"
        case .edge: "the edge it is attached to"
        case .modal: "whether it is modal"
        case .scrimOpacity: "the scrim's opacity"
        case .scrimColor: "the scrim's colour"
        case .width: "the width"
        case .maxWidth: "the maximum width"
        case .margin, .marginFrom: "the space around the sheet"
        case .preferredHeight: "the height"
        case .maxHeight: "the greatest height"
        case .verticalAlignment: "where it sits on the screen"
        case .detent, .detents: "the heights"
        case .cornerRadius, .topCornerRadius, .bottomCornerRadius: "the corner radius"
        case .keyboard: "what happens when the keyboard shows"
        case .topGap: "the gap above a full-height sheet"
        case .anchor: "where the control it points at is"
        case .dismissal: "the ways to close it"
        case .elevation: "the shadow"
        case .background: "the background colour"
        }
    }

    /// Whether later layers add to the field instead of replacing it (`dismissal: { add: … }`).
    public var accumulates: Bool { self == .dismissal }

    /// Whether `properties` writes this field's whole list, hiding what earlier layers said
    /// (`dismissal: [close]`), rather than amending it (`dismissal: { add: [back] }`).
    public func replaces(in properties: PresentationProperties) -> Bool {
        switch self {
        case .dismissal:
            if case .replace? = properties.dismissal { true } else { false }
        default: isSet(in: properties)
        }
    }
}
