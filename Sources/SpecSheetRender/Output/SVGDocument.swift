import SpecSheetModel

/// Post-processing of the SVG Cairo writes: stable ids, and the accessible `<title>` and `<desc>`.
enum SVGDocument {
    /// Cairo's SVG document `svg` made reproducible, with `metadata` inserted.
    static func finishing(_ svg: [UInt8], metadata: DiagramMetadata) -> [UInt8] {
        insertingMetadata(metadata, into: renumberingSurfaceIDs(svg))
    }

    /// Cairo 1.16 names the page group `surfaceN` after a process-wide counter, so the same picture
    /// would differ from render to render; this renumbers `surfaceN` ids and `#surfaceN`
    /// references 1, 2, … in order of first appearance.
    static func renumberingSurfaceIDs(_ svg: [UInt8]) -> [UInt8] {
        let word = Array("surface".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(svg.count)
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        var index = 0
        while index < svg.count {
            let byte = svg[index]
            result.append(byte)
            index += 1
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#"),
                  index + word.count < svg.count, svg[index] == word[0],
                  svg[index..<index + word.count].elementsEqual(word) else { continue }
            var end = index + word.count
            while end < svg.count, svg[end] >= UInt8(ascii: "0"), svg[end] <= UInt8(ascii: "9") { end += 1 }
            guard end > index + word.count else { continue }
            let digits = svg[(index + word.count)..<end]
            let number = numbers[digits] ?? (numbers.count + 1)
            numbers[digits] = number
            result += word
            result += Array(String(number).utf8)
            index = end
        }
        return result
    }

    /// `svg` with `<title>` and `<desc>` inserted right after the root `<svg …>` start tag.
    /// Returns the input unchanged if it has no root element (Cairo always writes one).
    static func insertingMetadata(_ metadata: DiagramMetadata, into svg: [UInt8]) -> [UInt8] {
        guard let tagEnd = rootStartTagEnd(in: svg) else { return svg }
        let insert = "\n<title>\(metadata.title.xmlEscaped)</title>\n<desc>\(metadata.description.xmlEscaped)</desc>"
        return Array(svg[..<tagEnd]) + Array(insert.utf8) + Array(svg[tagEnd...])
    }

    /// Index just past the `>` that closes the root `<svg` start tag.
    static func rootStartTagEnd(in svg: [UInt8]) -> Int? {
        let open = Array("<svg".utf8)
        guard svg.count > open.count else { return nil }
        var index = 0
        while index + open.count < svg.count {
            if svg[index] == open[0], Array(svg[index..<index + open.count]) == open {
                let after = svg[index + open.count]
                if after == UInt8(ascii: " ") || after == UInt8(ascii: "\n") || after == UInt8(ascii: ">") {
                    var end = index + open.count
                    var quote: UInt8?
                    while end < svg.count {
                        let byte = svg[end]
                        if let q = quote {
                            if byte == q { quote = nil }
                        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                            quote = byte
                        } else if byte == UInt8(ascii: ">") {
                            return end + 1
                        }
                        end += 1
                    }
                    return nil
                }
            }
            index += 1
        }
        return nil
    }
}
