import CFuzzDriver
import SpecSheetPNG

/// libFuzzer entry point (`make fuzz`): any bytes as a PNG file, with the limits `diff` uses. The
/// decoder must return an image or throw; a crash, hang or allocation past its limits is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func pngDecoderFuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    guard let data else { return 0 }
    let decoder = PNGDecoder(limits: .init(maxDimension: 4096, maxPixelBytes: 64 << 20))
    _ = try? decoder.decode(UnsafeRawBufferPointer(start: data, count: count))
    return 0
}

/// The program's entry point (SwiftPM names an executable's main `<target>_main`): libFuzzer's
/// driver, which reads the command line (`-max_total_time=300 corpus/`).
@_cdecl("png_decoder_fuzz_main")
public func pngDecoderFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    specsheet_fuzz_main(argc, argv) { data, size in pngDecoderFuzz(data, size) }
}
