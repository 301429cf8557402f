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

    /// Loads what a command about the components at `addresses` needs: other components whose
    /// specs have problems are left out with a warning on standard error naming the file.
    public static func load(_ directory: String, for addresses: [String]) throws(CLIError) -> Catalog {
        do {
            let (catalog, skipped) = try CatalogLoader().load(directory: directory, for: addresses)
            for diagnostic in skipped { writeToStandardError("warning: \(diagnostic)\n") }
            return catalog
        } catch {
            throw CLIError.wrap(error)
        }
    }
}
