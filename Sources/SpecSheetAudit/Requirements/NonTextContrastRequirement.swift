/// The contrast a part people need to see needs against what is next to it, on every platform.
public enum NonTextContrastRequirement {
    public static let ratio = 3.0
    public static let source = "WCAG 2.2 SC 1.4.11 Non-text Contrast: 3:1 against adjacent colours"
}
