/// Addresses from specs that become links: only `http://` and `https://` ones (the loader already
/// refuses others; this keeps a hand-built catalog from putting `javascript:` into a page).
enum WebLink {
    static func checked(_ url: String?) -> String? {
        guard let url else { return nil }
        let lowered = url.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://") ? url : nil
    }
}
