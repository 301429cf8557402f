import SpecSheetCode
import SpecSheetLayout
import SpecSheetModel

/// `specsheet code`: the snippet that presents one selection as its spec documents it.
public enum CodeAction {
    /// The snippet of the selection `request` picks, in `language` (default: the first language
    /// of the selection's platform). A language for a platform the component is not offered on,
    /// or for another platform than `--platform`, is an error naming what is offered.
    public static func run(catalog: Catalog, request: SelectionRequest, language: CodeLanguage?,
                           measurer: any TextMeasuring) throws(CLIError) -> String {
        var request = request
        if let language, let component = catalog.component(at: request.address) {
            let offered = component.offeredPlatforms
            guard offered.contains(language.platform) else {
                let choices = offered.map { platform in
                    "\(platform.rawValue) (--lang " + CodeLanguage.languages(for: platform).map(\.rawValue).joined(separator: ", ") + ")"
                }
                throw CLIError("\(component.address) is not offered on \(language.platform.rawValue), which --lang "
                               + "\(language.rawValue) writes for; it is offered on " + choices.joined(separator: " and "))
            }
            if let platform = request.platform, platform != language.platform {
                throw CLIError("--lang \(language.rawValue) writes for \(language.platform.rawValue), not --platform \(platform.rawValue); "
                               + "languages for \(platform.rawValue): "
                               + CodeLanguage.languages(for: platform).map(\.rawValue).joined(separator: ", "))
            }
            request.platform = language.platform
        }
        do {
            let selection = try SelectionResolver(catalog: catalog).resolve(request)
            let scene = try LayoutEngine(catalog: catalog, measurer: measurer).scene(for: selection)
            let chosen = language ?? CodeLanguage.languages(for: scene.screen.platform).first ?? .swiftui
            return try CodeSnippet.write(scene: scene, component: selection.component, catalog: catalog, in: chosen)
        } catch let error as CodeError {
            throw CLIError(error.description)
        } catch {
            throw CLIError.wrap(error)
        }
    }
}
