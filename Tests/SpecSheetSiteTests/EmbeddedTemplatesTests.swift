import Foundation
@testable import SpecSheetSite
import Testing

/// The templates compiled into the tool are exactly the project's `Templates/` folder (run
/// `make templates` after editing it).
@Suite struct EmbeddedTemplatesTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    @Test func compiledTemplatesMatchTheFolder() throws {
        var files: [String: String] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: Self.templates, includingPropertiesForKeys: [.isRegularFileKey]))
        for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            let relative = String(url.path.dropFirst(Self.templates.path.count + 1))
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        #expect(Set(files.keys) == Set(EmbeddedTemplates.files.keys), "run `make templates`")
        for (path, text) in files {
            #expect(EmbeddedTemplates.files[path] == text, "\(path) changed since `make templates`")
        }
    }

    @Test func aBuildNeedsNoTemplateFolder() throws {
        let set = try TemplateSet.load(from: ["/nonexistent/Templates"])
        #expect(set.assets["assets/site.css"] != nil)
        for name in TemplateSet.required {
            #expect((try? set.render(name, [String: String]())) != nil, "\(name) is built in")
        }
    }
}
