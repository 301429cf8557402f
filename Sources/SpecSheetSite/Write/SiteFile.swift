import SpecSheetCache
import SpecSheetModel

/// A file of the site being built: its path, its input hash, and either new bytes or the previous
/// build's file to take over.
struct SiteFile: Sendable {
    enum Content: Sendable {
        case bytes([UInt8])
        /// The same file in the previous site, unchanged.
        case previous
        /// Already written to this file of the build's spool folder (pictures go there as they are
        /// drawn, so a build holds none of them in memory); the write stage moves it into place.
        case spooled(String)
    }

    /// Site-relative path (`ebay-playbook/bottom-sheet/index.html`).
    var path: String
    /// The key of what the file is made from (see ``ContentKey``).
    var inputHash: ContentKey
    var content: Content

    init(path: String, inputHash: ContentKey, content: Content) {
        self.path = path
        self.inputHash = inputHash
        self.content = content
    }

    init(path: String, inputHash: ContentKey, text: String) {
        self.init(path: path, inputHash: inputHash, content: .bytes(Array(text.utf8)))
    }
}
