import Foundation
import SpecSheetModel
import Yams

/// Turns Yams' multi-line errors into one-line diagnostics at the problem's position.
enum YAMLSyntaxError {
    static func diagnostic(for error: Error, yaml: String, file: String) -> SpecDiagnostic {
        guard let yamlError = error as? YamlError else {
            return SpecDiagnostic(location: .start(of: file), message: "cannot read YAML: \(error)")
        }
        func at(_ mark: Mark) -> SourceLocation {
            SourceLocation(file: file, line: max(mark.line, 1), column: max(mark.column, 1))
        }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            // libyaml words its nesting limit after its own API; say what it means for a spec.
            if problem.localizedCaseInsensitiveContains("nesting level") {
                return SpecDiagnostic(location: at(mark), message: "invalid YAML: brackets or indentation nest too "
                                      + "deep here (libyaml stops at its nesting limit); a spec never nests more than a few dozen levels")
            }
            // Token files are JSON, read by the same parser (JSON is YAML's flow style).
            var message = "invalid \(file.hasSuffix(".json") ? "JSON" : "YAML"): \(problem)"
            if let context {
                message += " (\(context.text) that started at line \(context.mark.line), column \(context.mark.column))"
            }
            return SpecDiagnostic(location: at(mark), message: message)
        case .reader(let problem, let offset, _, _):
            let location = offset.map { position(ofCharacterOffset: $0, in: yaml, file: file) } ?? .start(of: file)
            return SpecDiagnostic(location: location, message: "cannot read YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            let first = at(context.mark)
            let second = DuplicateKeyLocator.secondOccurrence(of: key, firstAt: context.mark, in: yaml)
            guard let second else {
                return SpecDiagnostic(location: first, message: "duplicate key '\(key)'")
            }
            return SpecDiagnostic(location: SourceLocation(file: file, line: second.line, column: second.column),
                                  message: "duplicate key '\(key)' (first written at line \(first.line))")
        case .dataCouldNotBeDecoded:
            return SpecDiagnostic(location: .start(of: file), message: "file is not valid UTF-8")
        default:
            return SpecDiagnostic(location: .start(of: file), message: "cannot read YAML: \(yamlError)")
        }
    }

    private static func position(ofCharacterOffset offset: Int, in text: String, file: String) -> SourceLocation {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
