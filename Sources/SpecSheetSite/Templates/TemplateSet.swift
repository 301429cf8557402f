import Foundation
import Mustache
import SpecSheetModel
import SpecSheetSpecs

/// The site's templates and static assets, read from layers: the tool's built-in templates, then
/// each folder given; a file in a later layer replaces the file with the same relative path in an
/// earlier one, so a user overrides one template or stylesheet without copying the rest.
struct TemplateSet: Sendable {
    /// Mustache templates by name (relative path without `.mustache`).
    var library: MustacheLibrary
    /// Static files to copy into the site, by site-relative path (`assets/site.css`).
    var assets: [String: [UInt8]]
    /// Changes whenever any template or asset changes; part of every page's input hash.
    var fingerprint: String

    /// The templates every site needs.
    static let required = ["home", "component", "compare", "not-found"]

    /// Reads the templates and assets of `directories` (lowest priority first) and fails when one
    /// of `required` is missing (the catalog site's by default; the Markdown page build needs only
    /// `page`).
    /// - Parameter includesEmbedded: start from the tool's built-in templates (``EmbeddedTemplates``);
    ///   the Markdown page build, which brings its own, turns this off.
    static func load(from directories: [String], requiring required: [String] = TemplateSet.required,
                     includesEmbedded: Bool = true) throws(SiteBuildError) -> TemplateSet {
        var sources: [String: (path: String, text: String)] = [:]
        var assets: [String: [UInt8]] = [:]
        let fileManager = FileManager.default
        let existing = directories.filter { directory in
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        // The tool's own templates lie under every folder, so a catalog needs no Templates of its own.
        for (relative, text) in EmbeddedTemplates.files where includesEmbedded {
            if relative.hasSuffix(".mustache") {
                sources[String(relative.dropLast(".mustache".count))] = ("(built-in)/\(relative)", text)
            } else if relative.hasPrefix("assets/") {
                assets[relative] = Array(text.utf8)
            }
        }
        guard !existing.isEmpty || includesEmbedded else {
            throw SiteBuildError(stage: .load, "\(directories.last ?? "Templates"): no template folder found")
        }
        for directory in existing {
            for relative in FileWalk.regularFiles(under: directory) {
                let path = directory + "/" + relative
                guard let data = fileManager.contents(atPath: path) else {
                    throw SiteBuildError(stage: .load, "\(path): cannot read the file")
                }
                if relative.hasSuffix(".mustache") {
                    guard let text = String(data: data, encoding: .utf8) else {
                        throw SiteBuildError(stage: .load, "\(path):1:1: a template must be UTF-8 text")
                    }
                    sources[String(relative.dropLast(".mustache".count))] = (path, text)
                } else if relative.hasPrefix("assets/") {
                    assets[relative] = Array(data)
                }
            }
        }
        var library = MustacheLibrary()
        var digest = SHA256()
        for name in sources.keys.sorted() {
            let (path, text) = sources[name]!
            do {
                library.register(try MustacheTemplate(string: text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                throw SiteBuildError(stage: .load, "\(path):\(error.context.lineNumber):\(error.context.columnNumber): template error: \(error.error)")
            } catch {
                throw SiteBuildError(stage: .load, "\(path): template error: \(error)")
            }
            digest.update(Array("\(name)\u{0}\(text)\u{0}".utf8))
        }
        // swift-mustache renders a partial it does not know as nothing: name every missing one instead.
        for name in sources.keys.sorted() {
            let (path, text) = sources[name]!
            for reference in Self.partialReferences(in: text) where sources[reference.name] == nil {
                throw SiteBuildError(stage: .load, "\(path):\(reference.line):\(reference.column): template '\(name)' uses "
                                     + "'\(reference.name)', which no template folder has")
            }
        }
        for name in required where sources[name] == nil {
            throw SiteBuildError(stage: .load, "\(existing.last!): missing template '\(name).mustache'")
        }
        for path in assets.keys.sorted() {
            digest.update(Array("\(path)\u{0}".utf8))
            digest.update(assets[path]!)
        }
        return TemplateSet(library: library, assets: assets, fingerprint: digest.finalizeHex())
    }

    /// Every `{{> name}}` and `{{< name}}` tag of a template, with where it is written.
    static func partialReferences(in text: String) -> [(name: String, line: Int, column: Int)] {
        var result: [(String, Int, Int)] = []
        var line = 1, column = 1
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix("{{>") || text[index...].hasPrefix("{{<") {
                let start = text.index(index, offsetBy: 3)
                if let close = text[start...].range(of: "}}") {
                    let name = text[start..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                    if !name.isEmpty { result.append((name, line, column)) }
                }
            }
            if text[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index = text.index(after: index)
        }
        return result
    }

    /// Renders template `name` with `model`.
    func render(_ name: String, _ model: Any) throws(SiteBuildError) -> String {
        guard let html = library.render(model, withTemplate: name) else {
            throw SiteBuildError(stage: .renderPages, "missing template '\(name).mustache'")
        }
        return html
    }
}
