import Foundation
import SpecSheetModel
import SpecSheetSpecs

/// The load stage: reads the catalog with ``CatalogLoader``, every `guide.md` next to a
/// `component.yaml`, and the templates. Reports every problem it finds, one line each.
struct SiteSourceLoader: Sendable {
    var specsDirectory: String
    var templateDirectories: [String]

    /// The file a component's guide prose lives in.
    static func guidePath(specsDirectory: String, address: String) -> String {
        "\(specsDirectory)/\(address)/guide.md"
    }

    func load() throws(SiteBuildError) -> SiteSource {
        let catalog: Catalog
        do {
            catalog = try CatalogLoader().load(directory: specsDirectory)
        } catch {
            throw SiteBuildError(stage: .load, problems: error.diagnostics.map(\.description))
        }
        let (guides, problems) = Self.guides(of: catalog, specsDirectory: specsDirectory)
        guard problems.isEmpty else { throw SiteBuildError(stage: .load, problems: problems) }
        let templates = try TemplateSet.load(from: templateDirectories)
        return SiteSource(catalog: catalog, guides: guides, templates: templates)
    }

    /// Every component's parsed `guide.md` (components without one have none), and the problems
    /// of those that did not parse, one line each.
    static func guides(of catalog: Catalog, specsDirectory: String,
                       matching prefix: String? = nil) -> (guides: [String: GuideDocument], problems: [String]) {
        var guides: [String: GuideDocument] = [:]
        var problems: [String] = []
        for component in catalog.components(under: prefix) {
            let path = guidePath(specsDirectory: specsDirectory, address: component.address)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            guard let data = FileManager.default.contents(atPath: path),
                  let text = String(data: data, encoding: .utf8) else {
                problems.append("\(path):1:1: cannot read the file as UTF-8 text")
                continue
            }
            do {
                guides[component.address] = try GuideParser(path: path).parse(text)
            } catch {
                problems.append(contentsOf: error.problems)
            }
        }
        return (guides, problems)
    }
}
