import Foundation

/// Finds where bytes stop being valid UTF-8, as a line and column a person can jump to.
enum UTF8Validation {
    struct Failure: Equatable {
        var line: Int
        var column: Int
        var byte: UInt8
    }

    /// The position of the first invalid sequence, or nil when all of `data` is valid UTF-8.
    static func firstInvalidSequence(in data: Data) -> Failure? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var offset = 0
        var line = 1
        var column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                offset += encoded.count
            case .emptyInput:
                return nil
            case .error:
                return Failure(line: line, column: column, byte: data[data.startIndex + offset])
            }
        }
    }
}
