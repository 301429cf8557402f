import ArgumentParser
import SpecSheetLayout
import SpecSheetModel

extension Platform: ExpressibleByArgument {}
extension SizeClass: ExpressibleByArgument {}
extension Orientation: ExpressibleByArgument {}
extension Theme: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}

/// A component address and the selectors that pick one picture of it.
public struct SelectorOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The component, as <system>/<component> (see `specsheet list`).",
                                 valueName: "address"))
    public var address: String

    @Option(help: "The variant (default: the component's first).")
    public var variant: String?

    @Option(help: "The state (default: the variant's first).")
    public var state: String?

    @Option(help: "ios, android or web (default: the device's, else the first platform the guideline offers).")
    public var platform: Platform?

    @Option(help: ArgumentHelp(
        "A device preset id (implies platform and size class), or WIDTHxHEIGHT for any screen size "
            + "(default: the device the variant is designed for, a phone unless it is regular-width only).",
        valueName: "id|WxH"))
    public var device: String?

    @Option(name: .customLong("size-class"),
            help: "compact or regular width; without --device, picks a device of that class.")
    public var sizeClass: SizeClass?

    @Option(help: "portrait or landscape (default: the device's natural orientation).")
    public var orientation: Orientation?

    @Option(help: "light or dark.")
    public var theme: Theme = .light

    @Option(help: "ltr or rtl: the writing direction leading and trailing follow.")
    public var direction: LayoutDirection = .leftToRight

    public init() {}

    /// The request these options describe.
    public var request: SelectionRequest {
        SelectionRequest(address: address, variant: variant, state: state, platform: platform, device: device,
                         sizeClass: sizeClass, orientation: orientation, theme: theme, direction: direction)
    }
}
