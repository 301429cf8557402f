import SpecSheetModel
import SpecSheetSpecs

/// Reads a do/don't entry's `picture: key=value … flag` line, reporting each bad key or value at
/// its column.
struct PictureLineParser {
    static let platforms = ["ios", "android", "web"]

    let path: String
    let line: Int
    private(set) var problems: [SpecDiagnostic] = []

    init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    private mutating func error(_ message: String, column: Int) {
        problems.append(SpecDiagnostic(location: SourceLocation(file: path, line: line, column: column), message: message))
    }

    /// The request on `text`, a line that starts (after at most three spaces) with `picture:`.
    mutating func parse(_ text: String) -> PictureRequest {
        let characters = Array(text)
        var index = characters.firstIndex(of: ":").map { $0 + 1 } ?? characters.count
        var tokens: [(text: String, column: Int)] = []
        while index < characters.count {
            if characters[index] == " " || characters[index] == "\t" {
                index += 1
                continue
            }
            let start = index
            while index < characters.count, characters[index] != " ", characters[index] != "\t" { index += 1 }
            tokens.append((String(characters[start..<index]), start + 1))
        }
        let pictureColumn = (characters.firstIndex(of: "p") ?? 0) + 1
        var request = PictureRequest(location: SourceLocation(file: path, line: line, column: tokens.first?.column ?? pictureColumn))
        for token in tokens {
            read(token.text, column: token.column, into: &request)
        }
        return request
    }

    private mutating func read(_ token: String, column: Int, into request: inout PictureRequest) {
        let location = SourceLocation(file: path, line: line, column: column)
        guard let equals = token.firstIndex(of: "=") else {
            guard let flag = PictureRequest.Key(rawValue: token), PictureRequest.Key.flags.contains(flag) else {
                error("unknown picture flag '\(token)'; use key=value with \(Self.keyList), or a flag: \(Self.flagList)", column: column)
                return
            }
            guard request.keyLocations[flag] == nil else {
                error("duplicate '\(token)'", column: column)
                return
            }
            switch flag {
            case .gestures: request.gestures = true
            case .map: request.map = true
            default: request.stacked = true
            }
            request.keyLocations[flag] = location
            return
        }
        let name = String(token[..<equals])
        let value = String(token[token.index(after: equals)...])
        let valueColumn = column + name.count + 1
        guard let key = PictureRequest.Key(rawValue: name), !PictureRequest.Key.flags.contains(key) else {
            if let flag = PictureRequest.Key(rawValue: name), PictureRequest.Key.flags.contains(flag) {
                error("'\(name)' is a flag and takes no value", column: column)
            } else if name.isEmpty {
                error("missing key before '='", column: column)
            } else {
                error("unknown picture key '\(name)'; use \(Self.keyList), or a flag: \(Self.flagList)", column: column)
            }
            return
        }
        guard request.keyLocations[key] == nil else {
            error("duplicate key '\(name)'", column: column)
            return
        }
        guard !value.isEmpty else {
            error("'\(name)' needs a value", column: valueColumn)
            return
        }
        if key == .platform, !Self.platforms.contains(value) {
            error("unknown platform '\(value)'; use ios, android or web", column: valueColumn)
            return
        }
        if key == .orientation, !["portrait", "landscape"].contains(value) {
            error("unknown orientation '\(value)'; use portrait or landscape", column: valueColumn)
            return
        }
        request.keyLocations[key] = location
        switch key {
        case .variant: request.variant = value
        case .state: request.state = value
        case .platform: request.platform = value
        case .device: request.device = value
        case .orientation: request.orientation = value
        case .stacked, .gestures, .map: break
        }
    }

    private static let keyList = "variant, state, platform, device, orientation"
    private static let flagList = "stacked, gestures, map"
}
