import SpecSheetAudit
import SpecSheetLayout
import SpecSheetModel

/// What a component page's Accessibility section shows of one platform: the touch targets
/// picture, and `specsheet audit`'s results for every variant and state on the device each variant
/// is designed for, in both themes.
struct PlatformAccessibility: Sendable {
    var platform: Platform
    /// The device the first variant is designed for: where the targets picture is drawn.
    var device: DevicePreset
    var targets: SitePicture
    /// The same selection at the platform's largest accessibility text size.
    var largestText: SitePicture
    var variants: [VariantAudit]
    /// The platform's smallest phone, where the largest text size is checked as well.
    var smallestPhone: DevicePreset? = nil
}

/// One variant's audit on one platform: the figures of its first state in each theme (what the
/// page tabulates), and everything not met in any of its states.
struct VariantAudit: Sendable {
    var variant: Variation
    var device: DevicePreset
    /// The variant's states on the platform, the first one tabulated.
    var states: [Variation]
    var state: Variation
    /// Every check of the first state, met or not, light then dark.
    var light: [AccessibilityFinding]
    var dark: [AccessibilityFinding]
    /// Every check of any state, in either theme, that is not met: errors (acknowledged or not)
    /// and warnings, those of the relayout at the largest text size included.
    var problems: [AccessibilityFinding]
    /// The parts of the first state whose size rests on a number SpecSheet chose (``ChosenSizes``).
    var chosenSizes: Set<String> = []
}
