import Foundation
import SpecSheetModel

/// The views of an Android `uiautomator dump` (window hierarchy XML): each node's resource-id and
/// bounds in physical pixels. Read by scanning the `<node …>` tags' attributes, which is all the
/// format needs; anything else in the file is ignored.
public struct UIAutomatorDump: Sendable {
    /// One view: its resource-id (may be empty), bounds in px, and whether it is shown.
    public struct Node: Sendable, Hashable {
        public var resourceID: String
        public var bounds: Rect
    }

    public var nodes: [Node]
    /// The first node's bounds: the screen.
    public var screen: Rect?

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Parses `text`, the dump's XML; `file` names it in errors.
    public init(text: String, file: String) throws {
        guard text.contains("<hierarchy") else {
            throw Failure(description: "\(file): not a uiautomator dump (no <hierarchy> element)")
        }
        var nodes: [Node] = []
        var rest = text[...]
        while let start = rest.range(of: "<node ") {
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else { break }
            let tag = rest[start.upperBound..<end]
            let attributes = Self.attributes(of: tag)
            if let boundsText = attributes["bounds"] {
                guard let bounds = Self.bounds(boundsText) else {
                    let line = text[..<start.lowerBound].filter { $0 == "\n" }.count + 1
                    throw Failure(description: "\(file):\(line): bounds '\(boundsText)' are not [left,top][right,bottom]")
                }
                nodes.append(Node(resourceID: Self.unescape(attributes["resource-id"] ?? ""), bounds: bounds))
            }
            rest = rest[end...]
        }
        self.nodes = nodes
        screen = nodes.first?.bounds
    }

    /// The first node with `resourceID` (`com.example:id/sheet`, or just `sheet`), in document order.
    public func node(_ resourceID: String) -> Node? {
        nodes.first { $0.resourceID == resourceID || $0.resourceID.hasSuffix(":id/\(resourceID)") }
    }

    private static func attributes(of tag: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = tag
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
            let afterEquals = rest.index(after: equals)
            guard afterEquals < rest.endIndex, rest[afterEquals] == "\"" || rest[afterEquals] == "'" else { break }
            let quote = rest[afterEquals]
            let valueStart = rest.index(after: afterEquals)
            guard let valueEnd = rest[valueStart...].firstIndex(of: quote) else { break }
            result[name] = String(rest[valueStart..<valueEnd])
            rest = rest[rest.index(after: valueEnd)...]
        }
        return result
    }

    /// `[0,1200][1080,2400]`.
    private static func bounds(_ text: String) -> Rect? {
        let numbers = text.split(whereSeparator: { "[],".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] >= numbers[0], numbers[3] >= numbers[1] else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
    }

    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// What the dump shows of an implementation's parts, in dp: the root part's node is the
    /// container; a part whose resource-id is not in the dump is absent.
    public func measured(parts selectors: [String: String], rootID: String, density: Double, origin: String) -> MeasuredGeometry {
        func dp(_ rect: Rect) -> Rect {
            Rect(x: rect.x / density, y: rect.y / density, width: rect.width / density, height: rect.height / density)
        }
        var geometry = MeasuredGeometry(screen: screen.map { Size(width: $0.width / density, height: $0.height / density) },
                                        origin: origin)
        for id in selectors.keys.sorted() where id != "scrim" {
            guard let node = node(selectors[id]!), node.bounds.width > 0, node.bounds.height > 0 else {
                geometry.absentParts.append(id)
                continue
            }
            if id == rootID {
                geometry.container = MeasuredGeometry.Container(frame: dp(node.bounds))
            } else {
                geometry.parts.append(MeasuredGeometry.Part(id: id, frame: dp(node.bounds)))
            }
        }
        return geometry
    }
}
