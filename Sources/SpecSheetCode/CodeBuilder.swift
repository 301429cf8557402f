/// Writes code line by line at an indentation level; blocks indent their body.
struct CodeBuilder {
    private(set) var lines: [String] = []
    /// One level of indentation.
    let unit: String
    private var level = 0

    init(indent unit: String = "    ") {
        self.unit = unit
    }

    /// One line at the current level (an empty line stays empty).
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: unit, count: level) + text)
    }

    /// Each line of `text` at the current level, keeping the text's own relative indentation.
    mutating func lines(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { self.line(String(line)) }
    }

    /// `opener`, the body one level in, then `closer`.
    mutating func block(_ opener: String, closer: String = "}", _ body: (inout CodeBuilder) -> Void) {
        line(opener)
        indented(body)
        line(closer)
    }

    /// The body one level in.
    mutating func indented(_ body: (inout CodeBuilder) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Comment lines, each made safe with `escape`.
    mutating func comments(_ texts: [String], prefix: String = "// ", escape: (String) -> String = Literal.lineComment) {
        for text in texts { line(prefix + escape(text)) }
    }

    /// The lines of `other`, each at the current level.
    mutating func append(_ other: CodeBuilder) {
        for line in other.lines { self.line(line) }
    }

    /// The whole text, ending in one line break.
    var text: String { lines.joined(separator: "\n") + "\n" }
}
