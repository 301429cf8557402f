import SpecSheetLayout
import SpecSheetRender

/// The measurer commands use: Pango with the project's private fonts.
public enum TextMeasurerFactory {
    public static func pango() throws(CLIError) -> PangoTextMeasurer {
        do {
            return try PangoTextMeasurer()
        } catch {
            throw CLIError(error.description)
        }
    }
}
