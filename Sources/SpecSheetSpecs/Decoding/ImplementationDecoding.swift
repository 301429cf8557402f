import Foundation
import SpecSheetModel

/// An implementation file (`specsheet conform IMPLEMENTATION.yaml`, see docs/conform.md).
enum ImplementationDecoding {
    static let keys = ["component", "platform", "page", "density", "viewports", "parts", "variants", "settleTimeout"]
    static let variantKeys = ["id", "open", "page", "dump", "screenshot", "parts", "states"]
    static let stateKeys = ["id", "open", "page", "dump", "screenshot", "parts"]

    /// An Android screen's picture; Chromium takes a web page's own, so a web file may not name one.
    static func screenshot(_ node: YAMLNode, platform: Platform, folder: String, _ log: DiagnosticLog) -> String? {
        guard platform == .android else {
            log.error("'screenshot' goes with an Android dump; on the web, Chromium takes the page's own", at: node.location)
            return nil
        }
        return pageURL(node, folder: folder, log)
    }

    static func implementation(_ node: YAMLNode, file: String, _ context: DecodeContext) -> Implementation? {
        let log = context.log
        guard let mapping = node.mapping("an implementation", allowedKeys: keys, log) else { return nil }
        let folder = (file as NSString).deletingLastPathComponent
        let component = mapping.required("component", log).flatMap { node -> String? in
            guard let text = node.string(log) else { return nil }
            if text.split(separator: "/").count != 2 {
                log.error("'component' is a spec's address, <system>/<component>; found '\(text)'", at: node.location)
                return nil
            }
            return text
        }
        let platform = mapping["platform"].flatMap { $0.enumValue("platform", Platform.self, log) } ?? .web
        guard platform != .ios else {
            log.error("conform measures web pages in Chromium and Android uiautomator dumps; on iOS, write the measured "
                      + "geometry JSON from a UI test and pass it with --measured", at: mapping["platform"]?.location ?? mapping.location)
            return nil
        }
        let page = platform == .android ? "" : mapping.required("page", log).flatMap { pageURL($0, folder: folder, log) }
        var density: Double?
        if platform == .android {
            if let node = mapping.required("density", log), let value = node.number(log) {
                if value <= 0 || value > 10 { log.error("'density' is pixels per dp, more than 0 and at most 10", at: node.location) }
                density = value
            }
        }
        var viewports: [String] = []
        if let node = mapping.required("viewports", log), let items = node.strings("a list of viewports", log) {
            if items.isEmpty { log.error("'viewports' needs at least one device preset or WxH size", at: node.location) }
            viewports = items
        }
        let parts = mapping["parts"].flatMap { selectors($0, log) } ?? [:]
        var variants: [Implementation.Variant] = []
        if let node = mapping.required("variants", log), let items = node.sequence("a list of variants", log) {
            if items.isEmpty { log.error("'variants' needs at least one variant", at: node.location) }
            for item in items {
                guard let entry = item.mapping("a variant", allowedKeys: variantKeys, log),
                      let id = entry.required("id", log)?.string(log) else { continue }
                var variant = Implementation.Variant(id: id, location: item.location)
                variant.open = entry["open"].flatMap { $0.string(log) }
                variant.page = entry["page"].flatMap { pageURL($0, folder: folder, log) }
                variant.dump = entry["dump"].flatMap { pageURL($0, folder: folder, log) }
                variant.screenshot = entry["screenshot"].flatMap { screenshot($0, platform: platform, folder: folder, log) }
                variant.parts = entry["parts"].flatMap { selectors($0, log) } ?? [:]
                if let statesNode = entry["states"], let states = statesNode.sequence("a list of states", log) {
                    for stateNode in states {
                        guard let stateEntry = stateNode.mapping("a state", allowedKeys: stateKeys, log),
                              let stateID = stateEntry.required("id", log)?.string(log) else { continue }
                        var state = Implementation.State(id: stateID, location: stateNode.location)
                        state.open = stateEntry["open"].flatMap { $0.string(log) }
                        state.page = stateEntry["page"].flatMap { pageURL($0, folder: folder, log) }
                        state.dump = stateEntry["dump"].flatMap { pageURL($0, folder: folder, log) }
                        state.screenshot = stateEntry["screenshot"].flatMap { screenshot($0, platform: platform, folder: folder, log) }
                        if platform == .android, state.dump == nil, stateEntry["dump"] == nil, variant.dump == nil {
                            log.error("an Android state needs the 'dump' of its screen (or its variant's)", at: stateNode.location)
                        }
                        state.parts = stateEntry["parts"].flatMap { selectors($0, log) } ?? [:]
                        variant.states.append(state)
                    }
                }
                if platform == .android, variant.dump == nil, variant.states.isEmpty, entry["dump"] == nil {
                    log.error("an Android variant needs the 'dump' of its screen (uiautomator dump)", at: item.location)
                }
                variants.append(variant)
            }
        }
        var timeout = 5.0
        if let node = mapping["settleTimeout"], let value = node.number(log) {
            if value <= 0 || value > 60 { log.error("'settleTimeout' is in seconds, more than 0 and at most 60", at: node.location) }
            timeout = value
        }
        guard let component, let page else { return nil }
        var result = Implementation(file: file, component: component, page: page, viewports: viewports, parts: parts,
                                    variants: variants, settleTimeout: timeout, location: mapping.location)
        result.platform = platform
        result.density = density
        return result
    }

    /// A URL (`http://`, `https://`, `file://`) as written, or a path relative to the file's folder
    /// as a `file://` URL; a missing file is an error at its line.
    private static func pageURL(_ node: YAMLNode, folder: String, _ log: DiagnosticLog) -> String? {
        guard let text = node.string(log) else { return nil }
        if ["http://", "https://", "file://"].contains(where: text.hasPrefix) { return text }
        let path = text.hasPrefix("/") ? text : (folder as NSString).appendingPathComponent(text)
        let standard = (path as NSString).standardizingPath
        guard FileManager.default.fileExists(atPath: standard) else {
            log.error("the page '\(text)' does not exist (looked for \(standard))", at: node.location)
            return nil
        }
        return URL(fileURLWithPath: standard).absoluteString
    }

    /// `{ part-id: "css selector" }`.
    private static func selectors(_ node: YAMLNode, _ log: DiagnosticLog) -> [String: String]? {
        guard let mapping = node.mapping("part selectors", allowedKeys: nil, log) else { return nil }
        var result: [String: String] = [:]
        for entry in mapping.entries {
            guard let selector = entry.value.string(log) else { continue }
            if selector.trimmingCharacters(in: .whitespaces).isEmpty {
                log.error("the selector of '\(entry.key)' is empty", at: entry.value.location)
                continue
            }
            result[entry.key] = selector
        }
        return result
    }
}
