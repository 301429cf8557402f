/// A detent's name as a reader of a page says it: the spec's own names (`fit`, `full`, `partial`)
/// in words, a design system's names (Orange's `small`, `medium`, `large`) as they are,
/// capitalised. The page's labels and the code samples' comments both say heights this way, so a
/// comment never shows an internal id ("'fit'") the page does not use.
public enum DetentLabel {
    public static func reader(_ name: String) -> String {
        let words = ["fit": "fitted", "full": "full height", "partial": "part-way"]
        let word = words[name] ?? name.replacingOccurrences(of: "-", with: " ")
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// "“Fitted”": the label in quotation marks, as a comment names a height.
    public static func quoted(_ name: String) -> String { "“" + reader(name) + "”" }
}
