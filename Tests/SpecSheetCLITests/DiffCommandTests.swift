import Foundation
import SpecSheetDiff
import SpecSheetPNG
import Testing

/// `specsheet diff` end to end: counts, JSON, exit statuses, one-line errors, the diff file.
@Suite struct DiffCommandTests {
    /// A deterministic RGBA PNG (stored deflate, computed CRCs) for any pixels.
    static func png(width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) -> Data {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)
            for x in 0..<width { raw += pixel(x, y) }
        }
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func crc(_ bytes: [UInt8]) -> Int {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes { c ^= UInt32(b); for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 } }
            return Int(~c)
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let n = min(65535, raw.count - start)
            zlib += [start + n == raw.count ? 1 : 0, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8 & 0xFF)]
            zlib += raw[start..<(start + n)]
            start += n
        } while start < raw.count
        var a = 1, b = 0
        for byte in raw { a = (a + Int(byte)) % 65521; b = (b + a) % 65521 }
        zlib += be32(b << 16 | a)
        var out: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        for (type, data) in [("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0]), ("IDAT", zlib), ("IEND", [])] {
            let body = Array(type.utf8) + data
            out += be32(data.count) + body + be32(crc(body))
        }
        return Data(out)
    }

    /// A 40×30 picture: white with a black square, or with a second square at (30, 20) when `changed`.
    static func picture(changed: Bool = false, width: Int = 40, height: Int = 30) -> Data {
        png(width: width, height: height) { x, y in
            if (5..<15).contains(x) && (5..<15).contains(y) { return [0, 0, 0, 255] }
            if changed && (30..<33).contains(x) && (20..<22).contains(y) { return [0, 0, 255, 255] }
            return [255, 255, 255, 255]
        }
    }

    struct Files {
        let scratch: ScratchFolder
        var a: String { scratch.path + "/a.png" }
        var b: String { scratch.path + "/b.png" }
        var diff: String { scratch.path + "/diff.png" }

        init(first: Data = DiffCommandTests.picture(), second: Data = DiffCommandTests.picture(changed: true)) throws {
            scratch = try ScratchFolder()
            try first.write(to: URL(fileURLWithPath: scratch.path + "/a.png"))
            try second.write(to: URL(fileURLWithPath: scratch.path + "/b.png"))
        }
    }

    /// Issue #17: a small file declaring a huge picture is compared by its header, not decoded. The
    /// file has no image data at all (IHDR, then IEND), so a decode would fail with its own error:
    /// the size refusal is what proves that nothing was decoded or allocated for 529 MB.
    @Test func sizesAreComparedFromTheHeadersBeforeDecoding() throws {
        var huge = [UInt8](Self.picture())
        // Rewrite IHDR to declare 11500 × 11500 (and fix its CRC), and drop every chunk after it.
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        huge.replaceSubrange(16..<24, with: be32(11_500) + be32(11_500))
        var c: UInt32 = 0xFFFF_FFFF
        for b in huge[12..<29] { c ^= UInt32(b); for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 } }
        huge.replaceSubrange(29..<33, with: be32(Int(~c)))
        huge = Array(huge[0..<33]) + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        let files = try Files(first: Data(huge))
        let result = try CommandRunner.run(["diff", files.a, files.b])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is 11500×11500") && result.stderr.contains("is 40×30"), "\(result.stderr)")
        #expect(!result.stderr.contains("IDAT"), "not decoded: \(result.stderr)")
        // The same file on both sides has no size to refuse: decoding it is what fails.
        let decoded = try CommandRunner.run(["diff", files.a, files.a])
        #expect(decoded.status == 2 && decoded.stderr != result.stderr, "\(decoded.stderr)")
    }

    @Test func identicalImagesExit0() throws {
        let files = try Files(second: Self.picture())
        let result = try CommandRunner.run(["diff", files.a, files.b])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "0\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func differentImagesExit1AndPrintTheCount() throws {
        let files = try Files()
        let result = try CommandRunner.run(["diff", files.a, files.b, "-o", files.diff])
        #expect(result.status == 1)
        #expect(result.stdout == "6\n")
        #expect(result.stderr.isEmpty)
        let diff = try Data(contentsOf: URL(fileURLWithPath: files.diff))
        #expect(diff.starts(with: [137, 80, 78, 71]))
        #expect(try files.scratch.files().keys.sorted() == ["a.png", "b.png", "diff.png"], "no temporary file left")
        // Written by the one encoder: it decodes to pixelmatch's diff image.
        let a = try PNGDecoder().decode([UInt8](Self.picture())), b = try PNGDecoder().decode([UInt8](Self.picture(changed: true)))
        #expect(try PNGDecoder().decode([UInt8](diff)) == Pixelmatch.compare(a, b).diffImage)
    }

    @Test func aDiffMaskIsWrittenWithItsTransparency() throws {
        let files = try Files()
        let result = try CommandRunner.run(["diff", files.a, files.b, "-o", files.diff, "--diff-mask"])
        #expect(result.status == 1)
        let diff = try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: files.diff))))
        let a = try PNGDecoder().decode([UInt8](Self.picture())), b = try PNGDecoder().decode([UInt8](Self.picture(changed: true)))
        #expect(diff == (try Pixelmatch.compare(a, b, options: PixelmatchOptions(diffMask: true)).diffImage))
        let changed = diff.pixel(x: 30, y: 20)
        #expect(diff.pixel(x: 0, y: 0).a == 0 && changed.r == 255 && changed.g == 0 && changed.b == 0 && changed.a == 255)
    }

    @Test func jsonReportsCountRatioSizeAndBoxes() throws {
        let files = try Files()
        let result = try CommandRunner.run(["diff", files.a, files.b, "--json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["count"] as? Int == 6)
        #expect(object["width"] as? Int == 40 && object["height"] as? Int == 30)
        #expect(object["identical"] as? Bool == false)
        #expect(abs((object["ratio"] as? Double ?? 0) - 6.0 / 1200) < 1e-8)
        let boxes = try #require(object["boxes"] as? [[String: Int]])
        #expect(boxes == [["x": 30, "y": 20, "width": 3, "height": 2]])
    }

    @Test func budgetsAndIgnoredRegionsPass() throws {
        let files = try Files()
        #expect(try CommandRunner.run(["diff", files.a, files.b, "--max-diff-pixels", "6"]).status == 0)
        #expect(try CommandRunner.run(["diff", files.a, files.b, "--max-diff-pixels", "5"]).status == 1)
        #expect(try CommandRunner.run(["diff", files.a, files.b, "--max-diff-ratio", "0.01"]).status == 0)
        #expect(try CommandRunner.run(["diff", files.a, files.b, "--max-diff-ratio", "0.001"]).status == 1)
        let ignored = try CommandRunner.run(["diff", files.a, files.b, "--ignore", "30,20,3,2"])
        #expect(ignored.status == 0 && ignored.stdout == "0\n")
    }

    /// Every option reaches the comparison: each of pixelmatch's own reference cases (v6 and v7,
    /// tests/fixtures of the JavaScript library) run through the command with its options as flags
    /// writes pixelmatch's own diff image, pixel for pixel, and its count. Threshold, `--include-aa`,
    /// `--alpha`, `--diff-mask`, the three colours and `--no-checkerboard` (v6's white blending) each
    /// change some case's image, so one that is parsed and ignored fails here.
    @Test func pixelmatchOptionsGiveTheReferenceDiffImages() throws {
        let root = Fixture.packageRoot.appendingPathComponent("Tests/SpecSheetDiffTests/Fixtures/pixelmatch")
        let rows = try String(contentsOf: root.appendingPathComponent("cases.tsv"), encoding: .utf8)
            .split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == 22)
        let scratch = try ScratchFolder()
        var flagsSeen = Set<String>()
        for (index, row) in rows.enumerated() {
            let (version, first, second, reference, json, count) = (row[0], row[1], row[2], row[3], row[4], row[5])
            let options = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            var flags = version == "v6.0.0" ? ["--no-checkerboard"] : []
            if let threshold = options["threshold"] as? Double { flags += ["--threshold", "\(threshold)"] }
            if options["includeAA"] as? Bool == true { flags.append("--include-aa") }
            if options["diffMask"] as? Bool == true { flags.append("--diff-mask") }
            if let alpha = options["alpha"] as? Double { flags += ["--alpha", "\(alpha)"] }
            for (key, flag) in [("aaColor", "--aa-color"), ("diffColor", "--diff-color"), ("diffColorAlt", "--diff-color-alt")] {
                if let rgb = options[key] as? [Int] { flags += [flag, rgb.map(String.init).joined(separator: ",")] }
            }
            flagsSeen.formUnion(flags.filter { $0.hasPrefix("--") })
            let output = scratch.path + "/\(index).png"
            let result = try CommandRunner.run(["diff", root.path + "/" + first, root.path + "/" + second, "-o", output,
                                                "--allow-blank"] + flags)
            #expect(result.stdout == count + "\n", "\(version) \(reference) \(flags): \(result.stderr)")
            let ours = try PNGDecoder().decode(Array(Data(contentsOf: URL(fileURLWithPath: output))))
            let theirs = try PNGDecoder().decode(Array(Data(contentsOf: root.appendingPathComponent(reference))))
            #expect(ours == theirs, "\(version) \(reference) with \(flags): the diff image differs from pixelmatch's")
        }
        #expect(flagsSeen == ["--no-checkerboard", "--threshold", "--diff-mask", "--alpha", "--aa-color", "--diff-color",
                              "--diff-color-alt"], "every option but --include-aa is exercised: \(flagsSeen)")
        // No reference case counts anti-aliased pixels: with --include-aa, 1a/1b's yellow (anti-aliased)
        // pixels of the 143-pixel case become differences, so the count grows and no yellow is left.
        let first = root.path + "/inputs/1a.png", second = root.path + "/inputs/1b.png", output = scratch.path + "/aa.png"
        let counted = try CommandRunner.run(["diff", first, second, "-o", output, "--threshold", "0.05", "--include-aa"])
        #expect((Int(counted.stdout.trimmingCharacters(in: .newlines)) ?? 0) > 143, "\(counted.stdout) \(counted.stderr)")
        let image = try PNGDecoder().decode(Array(Data(contentsOf: URL(fileURLWithPath: output))))
        let yellow = stride(from: 0, to: image.pixels.count, by: 4).filter { Array(image.pixels[$0..<$0 + 4]) == [255, 255, 0, 255] }
        #expect(yellow.isEmpty, "\(yellow.count) anti-aliased pixels still drawn in yellow")
    }

    static let badInput: [([String], String)] = [
        (["--threshold", "1.5"], "threshold must be between 0 and 1"),
        (["--alpha=-1"], "alpha must be between 0 and 1"),
        (["--aa-color", "1,2"], "--aa-color must be R,G,B"),
        (["--diff-color", "300,0,0"], "--diff-color must be R,G,B"),
        (["--max-diff-ratio", "2"], "ratio of differing pixels must be between 0 and 1"),
        (["--max-diff-pixels=-3"], "must be 0 or more"),
        (["--ignore", "1,2,3"], "--ignore must be x,y,width,height"),
    ]

    @Test(arguments: badInput)
    func badOptionsExit2WithOneLine(arguments: [String], expected: String) throws {
        let files = try Files()
        let result = try CommandRunner.run(["diff", files.a, files.b] + arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("specsheet: ") && result.stderr.contains(expected), "\(result.stderr)")
    }

    @Test func badFilesExit2NamingTheFile() throws {
        let good = Self.picture()
        var truncated = good.prefix(good.count - 20)
        truncated = truncated.prefix(truncated.count)
        let cases: [(Data?, String)] = [
            (nil, "cannot read"),
            (Data("hello, not a picture".utf8), "not a PNG file"),
            (Data(truncated), "truncated PNG: ends at byte"),
            (Data(), "not a PNG file"),
        ]
        for (bytes, expected) in cases {
            let scratch = try ScratchFolder()
            let a = scratch.path + "/a.png", b = scratch.path + "/b.png"
            try good.write(to: URL(fileURLWithPath: a))
            if let bytes { try bytes.write(to: URL(fileURLWithPath: b)) }
            let result = try CommandRunner.run(["diff", a, b, "-o", scratch.path + "/diff.png"])
            #expect(result.status == 2, "\(expected)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("specsheet: ") && result.stderr.contains(b) && result.stderr.contains(expected),
                    "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: scratch.path + "/diff.png"))
        }
    }

    @Test func differentSizesExit2NamingBothSizesAndStillDrawTheDiff() throws {
        let files = try Files(second: Self.picture(width: 41, height: 29))
        let result = try CommandRunner.run(["diff", files.a, files.b, "-o", files.diff])
        #expect(result.status == 2)
        // The same words whether or not the pictures were decoded to draw the padded diff.
        #expect(result.stderr == "specsheet: images differ in size: \(files.a) is 40×30, \(files.b) is 41×29\n")
        #expect(FileManager.default.fileExists(atPath: files.diff), "padded diff written")
    }

    @Test func blankImagesAreRefusedUnlessAllowed() throws {
        let blank = Self.png(width: 10, height: 10) { _, _ in [255, 255, 255, 255] }
        let files = try Files(first: Self.picture(width: 10, height: 10), second: blank)
        let refused = try CommandRunner.run(["diff", files.a, files.b])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("\(files.b) is blank: every pixel is #FFFFFFFF"), "\(refused.stderr)")
        let allowed = try CommandRunner.run(["diff", files.a, files.b, "--allow-blank"])
        #expect(allowed.status == 1, "\(allowed.stderr)")
    }

    static let corpus = Fixture.packageRoot.appendingPathComponent("Tests/SpecSheetDiffTests/Fixtures/pixelmatch/inputs").path

    @Test(arguments: [
        (["1a.png", "1b.png", "--threshold", "0.05"], "143"),
        (["1a.png", "1b.png"], "106"),
        (["5a.png", "5b.png", "--threshold", "0.05"], "6"),
        (["5a.png", "5b.png", "--threshold", "0.05", "--no-checkerboard"], "0"),
        (["7a.png", "7b.png", "--diff-color-alt", "0,255,0"], "2448"),
    ])
    func corpusCountsThroughTheCommand(arguments: [String], expected: String) throws {
        let paths = arguments.map { $0.hasSuffix(".png") ? Self.corpus + "/" + $0 : $0 }
        let result = try CommandRunner.run(["diff"] + paths)
        #expect(result.stdout == expected + "\n", "\(result.stderr)")
        #expect(result.status == (expected == "0" ? 0 : 1))
    }
}
