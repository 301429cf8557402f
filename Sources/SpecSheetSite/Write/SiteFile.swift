/// A file of the site being built: its path, its input hash, and either new bytes or the previous
/// build's file to take over.
struct SiteFile: Sendable {
    enum Content: Sendable {
        case bytes([UInt8])
        /// The same file in the previous site, unchanged.
        case previous
    }

    /// Site-relative path (`ebay-playbook/bottom-sheet/index.html`).
    var path: String
    var inputHash: String
    var content: Content

    init(path: String, inputHash: String, content: Content) {
        self.path = path
        self.inputHash = inputHash
        self.content = content
    }

    init(path: String, inputHash: String, text: String) {
        self.init(path: path, inputHash: inputHash, content: .bytes(Array(text.utf8)))
    }
}
