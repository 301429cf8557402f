import SpecSheetModel

/// A number a snippet sets or states, with the token it comes from and that token's provenance.
public struct NumberCitation: Sendable, Hashable {
    /// What the number is: `corner radius (top leading)`, `scrim opacity`.
    public var subject: String
    /// The value as written in the snippet's comments (a length, a ratio, or a colour's hex pair).
    public var value: String
    public var token: String?
    public var tag: EvidenceTag?
    /// The id of the source document.
    public var source: String?

    public init(subject: String, value: String, token: String? = nil, tag: EvidenceTag? = nil, source: String? = nil) {
        self.subject = subject
        self.value = value
        self.token = token
        self.tag = tag
        self.source = source
    }

    /// `top corner radius: 16 pt, radius.sheet (official, ebay-skin-drawer)`.
    public var line: String {
        var text = "\(subject): \(value)"
        if let token { text += ", " + token }
        let provenance = [tag?.rawValue, source].compactMap { $0 }
        if !provenance.isEmpty { text += " (" + provenance.joined(separator: ", ") + ")" }
        return text
    }
}
