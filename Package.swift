// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SpecSheet",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "specsheet", targets: ["specsheet"]),
        .library(name: "SpecSheetModel", targets: ["SpecSheetModel"]),
        .library(name: "SpecSheetSpecs", targets: ["SpecSheetSpecs"]),
        .library(name: "SpecSheetLayout", targets: ["SpecSheetLayout"]),
        .library(name: "SpecSheetRender", targets: ["SpecSheetRender"]),
        .library(name: "SpecSheetCode", targets: ["SpecSheetCode"]),
        .library(name: "SpecSheetAudit", targets: ["SpecSheetAudit"]),
        .library(name: "SpecSheetTesting", targets: ["SpecSheetTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // System libraries, found through pkg-config.
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        .systemLibrary(
            name: "CDeflate", path: "Sources/CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        .systemLibrary(
            name: "CLibCrypto", path: "Sources/CLibCrypto", pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        .systemLibrary(
            name: "CCmarkGFM", path: "Sources/CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]),

        // The pipeline: model → specs (YAML loading) → layout → render → CLI.
        .target(name: "SpecSheetModel", dependencies: ["CLibCrypto"]),
        .target(
            name: "SpecSheetSpecs",
            dependencies: ["SpecSheetModel", .product(name: "Yams", package: "Yams")]),
        .target(name: "SpecSheetLayout", dependencies: ["SpecSheetModel"]),
        // PNG bytes, both ways, with no Cairo: the one encoder (Cairo's premultiplied pixels and straight
        // RGBA, libdeflate) and the one decoder (every standard format, limits on hostile input).
        .target(name: "SpecSheetPNG", dependencies: ["CDeflate"]),
        .target(
            name: "SpecSheetRender",
            dependencies: ["SpecSheetModel", "SpecSheetLayout", "SpecSheetPNG", "CCairo", "CPangoCairo"]),
        .target(name: "SpecSheetDiff", dependencies: ["SpecSheetPNG", "SpecSheetModel"]),
        // What incremental runs remember: content keys of typed inputs, and whether a file made
        // from a key is still as written. Shared by `export` and `build`.
        .target(name: "SpecSheetCache", dependencies: ["SpecSheetModel", "SpecSheetLayout"]),
        // `specsheet code`: snippets in SwiftUI, UIKit, Compose and CSS from a laid-out scene. Pure.
        .target(name: "SpecSheetCode", dependencies: ["SpecSheetModel", "SpecSheetLayout"]),
        // `specsheet conform`: what an implementation measured against the spec's geometry.
        .target(name: "SpecSheetConform", dependencies: ["SpecSheetModel", "SpecSheetLayout"]),
        // `specsheet audit`: accessibility (contrast, target size) checked on a laid-out scene. Pure.
        .target(name: "SpecSheetAudit", dependencies: ["SpecSheetModel", "SpecSheetLayout"]),
        // The documentation site: stages load → layout → render diagrams → render pages → write.
        .target(
            name: "SpecSheetSite",
            dependencies: [
                "SpecSheetModel", "SpecSheetSpecs", "SpecSheetLayout", "SpecSheetRender", "SpecSheetCache", "SpecSheetCode",
                "SpecSheetAudit", "CAtomicRename",
                "CCmarkGFM", .product(name: "Mustache", package: "swift-mustache"),
            ]),
        // renameat2(RENAME_EXCHANGE), which Glibc's Swift module does not export: the site's one-step swap.
        .target(name: "CAtomicRename"),
        // `specsheet serve`: a loopback-only preview server with live reload, on FlyingFox (plain
        // sockets and Swift concurrency, nothing else to build: issue #25 measured SwiftNIO and
        // Hummingbird at 133 s of a 288 s release build, FlyingFox at 21 s).
        .target(
            name: "SpecSheetServer",
            dependencies: [
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]),
        .target(
            name: "SpecSheetCLI",
            dependencies: [
                "SpecSheetModel", "SpecSheetSpecs", "SpecSheetLayout", "SpecSheetRender", "SpecSheetPNG", "SpecSheetDiff",
                "SpecSheetCache", "SpecSheetSite", "SpecSheetServer", "SpecSheetCode", "SpecSheetConform", "SpecSheetAudit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "specsheet", dependencies: ["SpecSheetCLI"]),
        // Snapshot assertions for XCTest and Swift Testing, and a swift-snapshot-testing strategy.
        .target(
            name: "SpecSheetTesting",
            dependencies: [
                "SpecSheetCLI", "SpecSheetLayout", "SpecSheetModel", "SpecSheetPNG", "SpecSheetDiff",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // `make bench`: the benchmarks, apart from every production target.
        .target(
            name: "Benchmarks",
            dependencies: ["SpecSheetCLI", "SpecSheetSite", "SpecSheetSpecs", "SpecSheetRender", "SpecSheetLayout",
                           "SpecSheetModel", "SpecSheetPNG", "SpecSheetDiff", "SpecSheetCache", "SpecSheetConform", "CCairo"]),
        .executableTarget(name: "specsheet-bench", dependencies: ["Benchmarks", "SpecSheetCLI"]),
        // libFuzzer targets (`make fuzz`, built with -sanitize=fuzzer: libFuzzer supplies main).
        .target(name: "CFuzzDriver"),
        .executableTarget(name: "spec-loader-fuzz", dependencies: ["SpecSheetSpecs", "CFuzzDriver"],
                          path: "Sources/Fuzz/SpecLoaderFuzz",
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(name: "png-decoder-fuzz", dependencies: ["SpecSheetPNG", "CFuzzDriver"],
                          path: "Sources/Fuzz/PNGDecoderFuzz",
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])]),

        .testTarget(
            name: "SpecSheetSpecsTests",
            dependencies: ["SpecSheetSpecs", "SpecSheetModel"],
            resources: [.copy("Malformed")]),
        .testTarget(
            name: "SpecSheetLayoutTests",
            dependencies: [
                "SpecSheetLayout", "SpecSheetModel",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        // What several test targets share: `RequiredTool` (a missing tool fails under CI, skips loudly elsewhere).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "SpecSheetCLITests",
            dependencies: [
                "TestSupport", "SpecSheetCLI", "SpecSheetSpecs", "SpecSheetLayout", "SpecSheetRender", "SpecSheetSite", "SpecSheetCode",
                "SpecSheetConform",
                "SpecSheetPNG", "SpecSheetDiff",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "SpecSheetModelTests", dependencies: ["SpecSheetModel"]),
        .testTarget(name: "SpecSheetAuditTests",
                    dependencies: ["SpecSheetAudit", "SpecSheetLayout", "SpecSheetModel", "SpecSheetSpecs"]),
        .testTarget(name: "SpecSheetCacheTests", dependencies: ["SpecSheetCache", "SpecSheetModel"]),
        .testTarget(name: "SpecSheetPNGTests", dependencies: ["SpecSheetPNG", "SpecSheetModel"]),
        .testTarget(
            name: "SpecSheetDiffTests", dependencies: ["SpecSheetDiff", "SpecSheetPNG", "SpecSheetModel"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "SpecSheetTestingTests",
            dependencies: [
                "SpecSheetTesting", "SpecSheetCLI", "SpecSheetPNG", "SpecSheetDiff",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                // Lets IssueReporting record issues in Swift Testing (and see `withKnownIssue`).
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]),
        .testTarget(
            name: "SpecSheetSiteTests",
            dependencies: ["SpecSheetSite", "SpecSheetSpecs", "SpecSheetLayout", "SpecSheetModel"]),
        .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks", "SpecSheetSite"]),
        .testTarget(name: "SpecSheetServerTests", dependencies: ["SpecSheetServer"]),
        .testTarget(name: "SpecSheetRenderTests",
                    dependencies: ["TestSupport", "SpecSheetRender", "SpecSheetLayout", "SpecSheetModel", "SpecSheetSpecs", "SpecSheetPNG",
                                   "SpecSheetDiff", "CCairo", "CDeflate",
                                   // The benchmark's PNG row filters, checked against Cairo's scanlines.
                                   "Benchmarks"]),
    ]
)
