import SpecSheetModel

/// Device numbers: a number, or `{ value, tag, source, note }` like metrics.
extension YAMLNode {
    /// A non-negative device number; its provenance, if given, is passed to `record`.
    func deviceNumber(_ purpose: String, _ context: DecodeContext,
                      record: (Provenance) -> Void = { _ in }) -> Double? {
        guard let metric = metric(purpose, .length, context) else { return nil }
        switch metric {
        case .literal(let value, let provenance):
            if let provenance { record(provenance) }
            return value
        case .token:
            context.error("'\(purpose)' takes a number, not a token", at: location)
            return nil
        }
    }

    /// `{ top, bottom, leading, trailing }`, missing sides 0.
    func insets(_ purpose: String, _ context: DecodeContext, record: (String, Provenance) -> Void = { _, _ in })
        -> Insets?
    {
        guard let mapping = mapping("'\(purpose)' insets", allowedKeys: ["top", "bottom", "leading", "trailing"],
                                    context.log) else { return nil }
        func side(_ key: String) -> Double {
            mapping[key].flatMap { $0.deviceNumber("\(purpose).\(key)", context) { record("\(purpose).\(key)", $0) } }
                ?? 0
        }
        return Insets(top: side("top"), leading: side("leading"), bottom: side("bottom"), trailing: side("trailing"))
    }

    /// `{ portrait: <insets>, landscape: <insets> }`.
    func safeAreas(_ purpose: String, _ context: DecodeContext, record: (String, Provenance) -> Void = { _, _ in })
        -> (portrait: Insets, landscape: Insets)?
    {
        guard let mapping = mapping("'\(purpose)'", allowedKeys: ["portrait", "landscape"], context.log) else {
            return nil
        }
        let portrait = mapping["portrait"].flatMap { $0.insets("\(purpose).portrait", context, record: record) }
        let landscape = mapping["landscape"].flatMap { $0.insets("\(purpose).landscape", context, record: record) }
        return (portrait ?? .zero, landscape ?? .zero)
    }

    /// `{ portrait: <number>, landscape: <number> }`.
    func keyboardHeights(_ purpose: String, _ context: DecodeContext,
                         record: (String, Provenance) -> Void = { _, _ in }) -> (portrait: Double, landscape: Double)? {
        guard let mapping = mapping("'\(purpose)'", allowedKeys: ["portrait", "landscape"], context.log) else {
            return nil
        }
        func height(_ key: String) -> Double {
            mapping[key].flatMap { $0.deviceNumber("\(purpose).\(key)", context) { record("\(purpose).\(key)", $0) } }
                ?? 0
        }
        return (height("portrait"), height("landscape"))
    }
}
