import Foundation
import SpecSheetLayout
import SpecSheetModel

/// The requests of `specsheet geometry --batch`: a JSON array of objects whose keys are the
/// selector options' names (`variant`, `state`, `platform`, `device`, `sizeClass`, `orientation`,
/// `theme`, `direction`), each a string, every one optional and laid over the command line's own.
enum BatchRequests {
    static let keys = ["variant", "state", "platform", "device", "sizeClass", "orientation", "theme", "direction"]

    static func parse(_ bytes: [UInt8], source: String, defaults: SelectionRequest) throws(CLIError) -> [SelectionRequest] {
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: Data(bytes), options: [])
        } catch {
            throw CLIError("\(source): not JSON: \((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error.localizedDescription)")
        }
        guard let items = value as? [Any] else { throw CLIError("\(source): expected a JSON array of request objects") }
        var requests: [SelectionRequest] = []
        for (index, item) in items.enumerated() {
            let at = "\(source): request \(index + 1)"
            guard let object = item as? [String: Any] else { throw CLIError("\(at): expected an object") }
            var request = defaults
            for key in object.keys.sorted() {
                guard keys.contains(key) else {
                    throw CLIError("\(at): unknown key '\(key)' (known: \(keys.joined(separator: ", ")))")
                }
                guard let text = object[key] as? String else { throw CLIError("\(at): '\(key)' must be a string") }
                func choice<T: RawRepresentable>(_ type: T.Type) throws(CLIError) -> T where T.RawValue == String, T: CaseIterable {
                    guard let value = T(rawValue: text) else {
                        throw CLIError("\(at): '\(key)' is '\(text)', not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    return value
                }
                switch key {
                case "variant": request.variant = text
                case "state": request.state = text
                case "device": request.device = text
                case "platform": request.platform = try choice(Platform.self)
                case "sizeClass": request.sizeClass = try choice(SizeClass.self)
                case "orientation": request.orientation = try choice(Orientation.self)
                case "theme": request.theme = try choice(Theme.self)
                default: request.direction = try choice(LayoutDirection.self)
                }
            }
            requests.append(request)
        }
        return requests
    }
}
