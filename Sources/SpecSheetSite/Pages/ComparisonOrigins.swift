import Foundation
import SpecSheetLayout
import SpecSheetModel

/// What the comparison page says about itself beyond its cells: where each of its origins comes
/// from in a reader's words (per component, since a `model:` origin names a part of one
/// component's model), which column sits in its table by SpecSheet's reading, what its tables
/// are called and what its count of differing measurements counts.
struct ComparisonOrigins {
    let catalog: Catalog

    /// `page` with each cell tied to its column's component and the page's origin index: for each
    /// component, the passages, documents and model parts its cells cite, and its name, so that a
    /// tooltip says "SpecSheet’s model of the eBay Playbook Bottom sheet: …", never a raw id.
    func annotate(_ page: inout ComparisonPage) {
        var references: [String: Set<String>] = [:]
        for table in page.tables.indices {
            let columns = page.tables[table].columns
            for column in columns where column.reading != nil {
                references[column.address, default: []].formUnion(Self.words(column.readingOrigin))
            }
            for row in page.tables[table].rows.indices {
                for cell in page.tables[table].rows[row].cells.indices where cell < columns.count {
                    let address = columns[cell].address
                    page.tables[table].rows[row].cells[cell].originOf = address
                    references[address, default: []].formUnion(Self.words(page.tables[table].rows[row].cells[cell].origin))
                }
            }
        }
        var components: [(String, JSONValue)] = []
        for address in references.keys.sorted() {
            guard let component = catalog.component(at: address) else { continue }
            let index = OriginIndex(component: component, sources: catalog.sources(for: component))
            components.append((address, index.value(keeping: references[address], name: Self.name(of: component, in: catalog))))
        }
        page.originIndex = JSONValue.object([("components", .object(components))]).serialized(pretty: false)
    }

    /// "the eBay Playbook Bottom sheet".
    static func name(of component: ComponentSpec, in catalog: Catalog) -> String {
        "the \(catalog.systemName(of: component)) \(component.name)"
    }

    private static func words(_ attribute: String) -> [String] {
        attribute.split(separator: " ").map(String.init)
    }

    /// Where `scene` is drawn as it is (a popover, a form sheet) by SpecSheet's reading rather than
    /// its guideline's: the reasons the spec gives, and where they are written; nil when the
    /// presentation is the sources'.
    static func styleReading(_ component: ComponentSpec, _ scene: Scene) -> (reason: String, origin: String)? {
        let trace = PresentationTrace(component: component, scene: scene)
        let readings = trace.readings(of: [.style])
        guard !readings.isEmpty else { return nil }
        let origins = trace.layers(setting: [.style]).filter { layer in layer.readings.contains { $0.field == .style } }
            .map { Origin.model(path: "\($0.path).ours.style") }
        return (readings.map(\.reason).joined(separator: " "), Origin.attribute(origins))
    }

    /// A table's title by what it holds: form sheets are "and dialogs" only where a dialog is among them.
    func title(of group: ComparisonBuilder.Group, columns: [ComparisonColumn]) -> String {
        let dialogs = columns.contains { catalog.component(at: $0.address)?.kind == .dialog }
        return group.id == "type-\(PresentationStyle.formSheet.rawValue)" && dialogs ? group.title + " and dialogs" : group.title
    }

    /// What the page's count counts: "of the 20 measurement rows in the tables below (drag handle, …)
    /// differ between the systems on some platform; …". Only the rows the tables have are named
    /// (no "edge" without a side sheet to compare).
    /// A row's label as the count names it: "Drag handle (width × height)" is the drag handle.
    static func rowWords(_ label: String) -> String {
        label.lowercased().replacingOccurrences(of: #" \(.*\)$"#, with: "", options: .regularExpression)
    }

    static func countedWords(tables: [ComparisonTable], rowCount: Int, disagreements: Int, differing: [String] = []) -> String {
        var measured: [String] = [], behaviour: [String] = []
        let measurement = Set(PresentationStyle.allCases.flatMap { ComparisonBuilder.properties(for: $0) }
            .filter(\.isMeasurement).map(\.label))
        for row in tables.flatMap(\.rows) {
            let label = rowWords(row.label)
            if measurement.contains(row.label) {
                if !measured.contains(label) { measured.append(label) }
            } else if !behaviour.contains(label) {
                behaviour.append(label)
            }
        }
        // Which rows differ is said by name, and the list of what is measured is a sentence of its
        // own, so that a reader never takes the list for the rows counted.
        // The count is of compared values only, and says so where it is given: a reader scanning the
        // tables sees numbers side by side that are shown but, as the paragraph above says, not compared.
        return "of the \(rowCount) measurement rows in the tables below "
            + (disagreements == 1 ? "has compared values that differ" : "have compared values that differ")
            + " between the systems on some platform" + (differing.isEmpty ? "" : ": \(BehaviourFacts.list(differing))")
            + " (a value that includes SpecSheet’s reading, or a platform’s own value where the guideline gives none, is shown but not compared)."
            + " The measurement rows are those on the \(BehaviourFacts.list(measured))"
            + (behaviour.isEmpty ? "." : "; the rows on behaviour (\(BehaviourFacts.list(behaviour))) differ by design and are not counted.")
    }
}
