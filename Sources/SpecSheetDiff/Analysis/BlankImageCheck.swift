import SpecSheetPNG

/// Finds blank renders: pictures whose every pixel has one colour.
public enum BlankImageCheck {
    /// The single colour of `image` as `#RRGGBBAA`, or `nil` when it has two colours or more.
    public static func blankColour(of image: RGBAImage) -> String? {
        image.pixels.withUnsafeBytes { raw -> String? in
            let first = raw.loadUnaligned(as: UInt32.self)
            for i in 1..<image.pixelCount where raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) != first {
                return nil
            }
            return "#" + image.pixels.prefix(4).map { byte in
                let hex = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + hex : hex
            }.joined()
        }
    }

    /// Throws ``ImageDiffError/blankImage(name:colour:)`` when `image` is blank.
    public static func refuseBlank(_ image: RGBAImage, name: String) throws(ImageDiffError) {
        if let colour = blankColour(of: image) { throw .blankImage(name: name, colour: colour) }
    }
}
