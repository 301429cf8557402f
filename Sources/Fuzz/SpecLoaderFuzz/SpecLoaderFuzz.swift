import CFuzzDriver
import Foundation
import SpecSheetSpecs

/// libFuzzer entry point (`make fuzz`): any bytes as a component.yaml. The loader must return a
/// spec or throw located diagnostics; a crash, hang or runaway allocation is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func specLoaderFuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Data(bytes: data, count: count)
    _ = try? CatalogLoader().loadComponent(yaml: bytes, file: "fuzz/component.yaml", id: "fuzz", system: "fuzz")
    return 0
}

/// The program's entry point (SwiftPM names an executable's main `<target>_main`): libFuzzer's
/// driver, which reads the command line (`-max_total_time=300 corpus/`).
@_cdecl("spec_loader_fuzz_main")
public func specLoaderFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    specsheet_fuzz_main(argc, argv) { data, size in specLoaderFuzz(data, size) }
}
