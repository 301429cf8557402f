import SpecSheetModel

/// A `### Do:` entry followed by its `### Don't:` entry.
public struct PracticePair: Sendable, Hashable {
    public var `do`: Practice
    public var dont: Practice

    public init(do: Practice, dont: Practice) {
        self.do = `do`
        self.dont = dont
    }
}

/// One entry of the best practices section.
public struct Practice: Sendable, Hashable {
    public enum Verdict: String, Sendable, Hashable {
        case `do`, dont
    }

    public var verdict: Verdict
    /// The heading's text after `Do:` or `Don't:`.
    public var title: String
    /// The picture the entry's `picture:` line asks for, if it has one.
    public var picture: PictureRequest?
    /// The entry's Markdown after the heading and the `picture:` line, blank lines at either end removed.
    public var markdown: String
    /// The entry's heading.
    public var location: SourceLocation
    /// Where the entry's advice comes from (its `origin:` line).
    public var origin: [Origin]

    public init(verdict: Verdict, title: String, picture: PictureRequest?, markdown: String, location: SourceLocation,
                origin: [Origin] = []) {
        self.verdict = verdict
        self.title = title
        self.picture = picture
        self.markdown = markdown
        self.location = location
        self.origin = origin
    }
}
