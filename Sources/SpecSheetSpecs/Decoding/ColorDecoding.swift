import SpecSheetModel

extension YAMLNode {
    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    func color(_ log: DiagnosticLog) -> RGBA? {
        if kind == .null {
            log.error("expected a colour, found nothing (null); quote colours, as in \"#RRGGBB\": "
                      + "an unquoted # starts a comment", at: location)
            return nil
        }
        guard let text = string(log) else { return nil }
        guard let color = RGBA(hex: text) else {
            log.error("invalid colour '\(text)'; use #RGB, #RRGGBB or #RRGGBBAA", at: location)
            return nil
        }
        return color
    }
}
