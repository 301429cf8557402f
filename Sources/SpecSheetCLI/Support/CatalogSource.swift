import SpecSheetModel
import SpecSheetSpecs

/// Loads the catalog a command works on, turning load errors into ``CLIError``s.
public enum CatalogSource {
    public static func load(_ directory: String) throws(CLIError) -> Catalog {
        do {
            return try CatalogLoader().load(directory: directory)
        } catch {
            throw CLIError.wrap(error)
        }
    }
}
