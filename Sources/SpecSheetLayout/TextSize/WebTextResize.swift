/// The web's largest text: 200 %, the size WCAG 2.2 SC 1.4.4 Resize Text asks content to survive
/// "without loss of content or functionality". Every text size and line height doubles.
public enum WebTextResize {
    public static let factor: Double = 2
    /// Where the factor comes from, as findings cite it.
    public static let source = "WCAG 2.2 SC 1.4.4 Resize Text: text resized to 200 % without loss of content or functionality"
}
