import SpecSheetPNG

/// Pads images of different sizes to a common one, so a diff image can still be drawn.
public enum ImagePadding {
    /// `image` in the top-left corner of a `width`×`height` canvas of `fill` (transparent by
    /// default); larger sides are kept.
    public static func padded(
        _ image: RGBAImage, width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    ) -> RGBAImage {
        let width = max(width, image.width), height = max(height, image.height)
        if width == image.width && height == image.height { return image }
        var canvas = RGBAImage(width: width, height: height, filledWith: fill)
        let rowBytes = image.width * 4
        canvas.pixels.withUnsafeMutableBufferPointer { out in
            image.pixels.withUnsafeBufferPointer { source in
                for y in 0..<image.height {
                    (out.baseAddress! + y * width * 4).update(from: source.baseAddress! + y * rowBytes, count: rowBytes)
                }
            }
        }
        return canvas
    }

    /// Both images padded to the larger width and the larger height.
    public static func toCommonSize(_ first: RGBAImage, _ second: RGBAImage) -> (RGBAImage, RGBAImage) {
        let width = max(first.width, second.width), height = max(first.height, second.height)
        return (padded(first, width: width, height: height), padded(second, width: width, height: height))
    }
}
