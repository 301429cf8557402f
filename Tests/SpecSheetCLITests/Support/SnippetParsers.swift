import Foundation
import Testing

/// Syntax checks for the snippets `specsheet code` writes: `swiftc -parse` for Swift, Python's
/// tinycss2 (Debian's python3-tinycss2, which `make deps` installs) and a strict CSS reader of our
/// own for CSS, and a bracket and string check for Kotlin.
enum SnippetParsers {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    // MARK: Swift

    /// `swiftc -parse` on every file at once; the problems it reports, empty when all parse.
    static func swiftProblems(in files: [URL]) throws -> String? {
        guard !files.isEmpty else { return nil }
        for compiler in ["swiftc", "/opt/swift/usr/bin/swiftc"] {
            let result = try? run("/usr/bin/env", [compiler, "-parse"] + files.map(\.path))
            guard let result, result.status != 127 else { continue }
            return result.status == 0 && result.stderr.isEmpty ? nil : result.stderr + result.stdout
        }
        throw Failure(description: "no swiftc found (PATH or /opt/swift/usr/bin)")
    }

    // MARK: CSS

    /// tinycss2's parse errors in each file: every rule, nested rule and declaration must parse,
    /// and a stylesheet holds only qualified rules, `@media` and `@import`.
    static func tinycss2Problems(in files: [URL], python: String) throws -> String? {
        let script = """
            import sys, tinycss2
            problems = []
            def declarations(path, rule):
                for item in tinycss2.parse_declaration_list(rule.content, skip_comments=True, skip_whitespace=True):
                    if item.type != 'declaration':
                        problems.append(f'{path}:{item.source_line}: {item.type} {getattr(item, "message", "")}')
            def rules(path, items):
                for rule in items:
                    if rule.type == 'qualified-rule':
                        declarations(path, rule)
                    elif rule.type == 'at-rule' and rule.lower_at_keyword == 'media' and rule.content is not None:
                        rules(path, tinycss2.parse_rule_list(rule.content, skip_comments=True, skip_whitespace=True))
                    elif rule.type == 'at-rule' and rule.lower_at_keyword == 'import' and rule.content is None:
                        pass
                    else:
                        problems.append(f'{path}:{rule.source_line}: unexpected {rule.type} {getattr(rule, "message", "")}')
            for path in sys.argv[1:]:
                with open(path, encoding='utf-8') as handle:
                    text = handle.read()
                rules(path, tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True))
            print('\\n'.join(problems))
            sys.exit(1 if problems else 0)
            """
        let result = try run("/usr/bin/env", [python, "-c", script] + files.map(\.path))
        return result.status == 0 ? nil : result.stdout + result.stderr
    }

    /// Our own strict reading of a stylesheet: comments closed (and nothing but the opening comment
    /// between `/*` and `*/`), braces balanced, at-rules `@import …;` or `@media … { rules }`,
    /// every rule a selector and a block of `name: value;` declarations, each ended by `;`.
    static func strictCSSProblems(_ text: String) -> String? {
        var reader = CSSReader(characters: Array(text))
        do {
            try reader.stylesheet()
            return nil
        } catch {
            return "\(error)"
        }
    }

    // MARK: Kotlin

    /// Brackets balanced outside strings and comments, strings closed on their line, and no `$`
    /// in a string that is not escaped (it would start a template).
    static func kotlinProblems(_ text: String) -> String? {
        var stack: [Character] = []
        let characters = Array(text)
        var index = 0
        var line = 1
        let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : "\0"
            if character == "\n" { line += 1 }
            if character == "/", next == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "/", next == "*" {
                guard let end = (index + 2..<max(index + 2, characters.count - 1)).first(where: { characters[$0] == "*" && characters[$0 + 1] == "/" }) else {
                    return "line \(line): unclosed block comment"
                }
                index = end + 2
                continue
            }
            if character == "\"" {
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    if characters[index] == "\n" { return "line \(line): string not closed on its line" }
                    if characters[index] == "$" { return "line \(line): unescaped $ in a string" }
                    if characters[index] == "\\" { index += 1 }
                    index += 1
                }
                index += 1
                continue
            }
            if "([{".contains(character) { stack.append(character) }
            if let open = pairs[character] {
                guard stack.popLast() == open else { return "line \(line): unbalanced '\(character)'" }
            }
            index += 1
        }
        return stack.isEmpty ? nil : "unclosed '\(stack.last!)'"
    }

    // MARK: Processes

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}

/// A small strict CSS reader for the subset snippets use.
private struct CSSReader {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    let characters: [Character]
    var index = 0

    init(characters: [Character]) {
        self.characters = characters
    }

    var line: Int { characters[..<min(index, characters.count)].filter { $0 == "\n" }.count + 1 }

    func problem(_ message: String) -> Problem { Problem(description: "line \(line): \(message)") }

    mutating func stylesheet() throws {
        try rules(nested: false)
        guard index >= characters.count else { throw problem("unexpected '\(characters[index])'") }
    }

    mutating func rules(nested: Bool) throws {
        while true {
            try skipSpaceAndComments()
            guard index < characters.count else {
                if nested { throw problem("a block is not closed") }
                return
            }
            if characters[index] == "}" {
                guard nested else { throw problem("'}' closes nothing") }
                return
            }
            if characters[index] == "@" {
                let prelude = try readUntil(["{", ";"])
                if characters[index] == ";" {
                    guard prelude.hasPrefix("@import ") else { throw problem("unknown statement '\(prelude)'") }
                    index += 1
                } else {
                    guard prelude.hasPrefix("@media ") else { throw problem("unknown at-rule '\(prelude)'") }
                    index += 1
                    try rules(nested: true)
                    index += 1
                }
                continue
            }
            let selector = try readUntil(["{", ";", "}"])
            guard characters[index] == "{", !selector.isEmpty else { throw problem("expected a selector and '{', found '\(selector)'") }
            index += 1
            try declarations()
        }
    }

    mutating func declarations() throws {
        while true {
            try skipSpaceAndComments()
            guard index < characters.count else { throw problem("a rule is not closed") }
            if characters[index] == "}" {
                index += 1
                return
            }
            let name = try readUntil([":", ";", "{", "}"])
            guard characters[index] == ":" else { throw problem("expected 'name: value;', found '\(name)'") }
            guard name.range(of: "^-?[a-z][a-z0-9-]*$", options: .regularExpression) != nil else {
                throw problem("bad property name '\(name)'")
            }
            index += 1
            let value = try readUntil([";", "}", "{"])
            guard characters[index] == ";" else { throw problem("declaration '\(name)' does not end with ';'") }
            guard !value.isEmpty else { throw problem("declaration '\(name)' has no value") }
            index += 1
        }
    }

    /// Text up to one of `stops` (outside strings and parentheses), trimmed; `index` on the stop.
    mutating func readUntil(_ stops: Set<Character>) throws -> String {
        var text = ""
        var depth = 0
        while index < characters.count {
            let character = characters[index]
            if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                throw problem("a comment inside a statement")
            }
            if character == "*", index + 1 < characters.count, characters[index + 1] == "/" {
                throw problem("a stray '*/'")
            }
            if character == "\"" || character == "'" {
                text.append(character)
                index += 1
                while index < characters.count, characters[index] != character {
                    if characters[index] == "\n" { throw problem("string not closed on its line") }
                    if characters[index] == "\\" { text.append(characters[index]); index += 1 }
                    text.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { throw problem("string not closed") }
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                guard depth >= 0 else { throw problem("unbalanced ')'") }
            } else if depth == 0, stops.contains(character) {
                return text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            text.append(character)
            index += 1
        }
        throw problem("unexpected end, expected one of \(stops.sorted())")
    }

    mutating func skipSpaceAndComments() throws {
        while index < characters.count {
            if characters[index].isWhitespace {
                index += 1
            } else if characters[index] == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                guard index + 1 < characters.count else { throw problem("a comment is not closed") }
                index += 2
            } else {
                return
            }
        }
    }
}
