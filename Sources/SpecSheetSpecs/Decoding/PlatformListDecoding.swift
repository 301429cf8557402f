import SpecSheetModel

/// `platforms: [ios, android]` and `platform: ios` (one value or a list).
enum PlatformListDecoding {
    /// The platforms in a list or a single scalar; duplicates are reported.
    static func list(_ node: YAMLNode, what: String, _ context: DecodeContext) -> [Platform]? {
        let log = context.log
        if node.kind == .mapping || node.kind == .null {
            log.error("expected \(what) (a platform or a list of platforms), found \(node.kind.description)",
                      at: node.location)
            return nil
        }
        var platforms: [Platform] = []
        var failed = false
        for item in node.oneOrMany() {
            guard let platform = item.enumValue("platform", Platform.self, log) else {
                failed = true
                continue
            }
            if platforms.contains(platform) {
                log.error("platform '\(platform.rawValue)' is listed twice", at: item.location)
                continue
            }
            platforms.append(platform)
        }
        return failed ? nil : platforms
    }

    /// The valid platforms of a list with where each is written (for follow-up checks).
    static func entries(_ node: YAMLNode) -> [(Platform, SourceLocation)] {
        node.oneOrMany().compactMap { item in
            item.scalarText.flatMap(Platform.init(rawValue:)).map { ($0, item.location) }
        }
    }
}
