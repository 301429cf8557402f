import Foundation
import SpecSheetCLI
import SpecSheetDiff
import SpecSheetPNG
import SpecSheetRender

/// `specsheet diff` against the tools the issue names, side by side in one run on the same pair:
/// a 1170×2532 render of ebay-playbook/bottom-sheet and a copy with one 60×40 patch changed.
/// Each figure is end to end — decode both files, compare, count:
/// - `specsheet diff A B` as a whole process (process start included);
/// - the same work in this process (`DiffAction.run`), and its two halves, for information;
/// - ImageMagick's `compare -metric AE -fuzz 0 A B null:`, as a whole process;
/// - the PyPI ports through `scripts/pixelmatch_bench.py` in the virtual environment
///   `scripts/bench-tools.sh` makes (`.build/bench-venv`): inside Python, Pillow decoding both,
///   after a warm-up (interpreter start and imports not counted, which favours them); the
///   pure-Python port on the comparison alone, once.
///
/// Targets (issue #15), at every size of change, with pixelmatch's exact count: ImageMagick /
/// specsheet ≥ 3×, and pybind11-pixelmatch (the C++ port) / specsheet ≥ 2×; the faster PyPI port's
/// ratio is printed too. A tool that is missing is a row "not available (reason)"; nothing here
/// crashes on a missing tool.
public enum DiffBenchmark {
    /// The changed patch in B, in pixels.
    static let patch = (width: 60, height: 40)

    /// The changes the benchmark times, from none to nearly every pixel.
    public enum Pair: String, Sendable, CaseIterable, CustomStringConvertible {
        /// The same picture twice.
        case identical
        /// A 60×40 block inverted.
        case patch
        /// Two states of the sheet (the content and the sheet's height change): about 376 k pixels.
        case states
        /// Light against dark: about 2.8 M pixels.
        case theme

        public var description: String {
            switch self {
            case .identical: "identical pictures"
            case .patch: "a \(DiffBenchmark.patch.width)×\(DiffBenchmark.patch.height) patch inverted"
            case .states: "a small change (two states)"
            case .theme: "a large change (light vs dark)"
            }
        }
    }

    public static func run(executable: String, specs: String, pair: Pair = .patch, rounds: Int = 7) -> BenchmarkReport {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("specsheet-diff-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: folder) }
        var title = "specsheet diff against ImageMagick and the PyPI pixelmatch ports (median of \(rounds), interleaved)"
        func failed(_ reason: String) -> BenchmarkReport {
            BenchmarkReport(title: title, rows: [("not available", reason)])
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return failed("cannot create \(folder.path): \(error.localizedDescription)")
        }
        let a = folder.appendingPathComponent("A.png").path, b = folder.appendingPathComponent("B.png").path

        // The pair: a real render, and the other picture of the chosen change.
        let base = ["render", "ebay-playbook/bottom-sheet", "--specs", specs, "--device", "iphone-15", "--platform", "ios",
                    "--scale", "3"]
        let render = Self.launch(executable, base + ["-o", a])
        guard render.status == 0, FileManager.default.fileExists(atPath: a) else {
            return failed("`specsheet render` failed (\(render.failure ?? "status \(render.status)")): "
                          + render.standardError.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let changed: (width: Int, height: Int, bytesA: Int, bytesB: Int, format: String)
        do {
            switch pair {
            case .patch:
                changed = try makeChangedCopy(of: a, to: b)
            case .identical, .states, .theme:
                let other = pair == .identical ? [] : pair == .states ? ["--state", "short-content"] : ["--theme", "dark"]
                let second = Self.launch(executable, base + other + ["-o", b])
                guard second.status == 0 else { return failed("`specsheet render` of B failed: \(second.standardError)") }
                let decoded = try PNGDecoder().decode([UInt8](Data(contentsOf: URL(fileURLWithPath: a))))
                let size = { (path: String) in (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
                changed = (decoded.width, decoded.height, size(a), size(b), "two renders, both RGB 8-bit")
            }
        } catch {
            return failed("cannot make the second picture: \(error)")
        }
        title = "specsheet diff vs ImageMagick and the PyPI pixelmatch ports, \(pair.description): \(changed.width)×\(changed.height) "
            + "renders of ebay-playbook/bottom-sheet (median of \(rounds), interleaved)"

        // The contenders.
        let magick = findInPath("compare")
        let root = FileManager.default.currentDirectoryPath
        let venv = ProcessInfo.processInfo.environment["BENCH_VENV"] ?? root + "/.build/bench-venv"
        let python = venv + "/bin/python"
        let script = root + "/scripts/pixelmatch_bench.py"
        let hasPython = FileManager.default.isExecutableFile(atPath: python) && FileManager.default.fileExists(atPath: script)
        let ports = ["pybind11-pixelmatch", "pixelmatch-fast"]

        var ours: [Duration] = [], inProcess: [Duration] = [], decoding: [Duration] = [], comparing: [Duration] = []
        var magickTimes: [Duration] = []
        var portTimes: [String: [Double]] = [:], portImports: [String: [Double]] = [:]
        var ourCount: Int?, inProcessCount: Int?, magickCount: Int?
        var portCounts: [String: Int] = [:], portVersions: [String: String] = [:], portErrors: [String: String] = [:]
        var ourError: String?, magickError: String?
        var emptyProcess: [Duration] = []

        let clock = ContinuousClock()
        // One untimed pass of each first (page cache, dynamic loader, numba's cache).
        for round in -1..<rounds {
            var turns: [() -> Void] = [
                {
                    let result = launch(executable, ["diff", a, b])
                    guard result.failure == nil, result.status == 0 || result.status == 1,
                          let count = Int(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                        ourError = result.problem
                        return
                    }
                    ourCount = count
                    if round >= 0 { ours.append(result.elapsed) }
                },
                {
                    let start = clock.now
                    let report = try? DiffAction.run(DiffAction.Request(
                        first: a, second: b, comparison: ImageComparison(refusesBlankImages: true), findsBoxes: false))
                    let elapsed = clock.now - start
                    inProcessCount = report?.count
                    if round >= 0 { inProcess.append(elapsed) }
                    // The two halves, separately.
                    let decodeStart = clock.now
                    let first = try? DiffAction.read(a), second = try? DiffAction.read(b)
                    let decodeEnd = clock.now
                    if let first, let second {
                        _ = try? Pixelmatch.compare(first, second, drawDiff: false)
                        if round >= 0 {
                            decoding.append(decodeEnd - decodeStart)
                            comparing.append(clock.now - decodeEnd)
                        }
                    }
                },
            ]
            turns.append {
                let result = launch("/bin/true", [])
                if round >= 0, result.failure == nil { emptyProcess.append(result.elapsed) }
            }
            if let magick {
                turns.append {
                    let result = launch(magick, ["-metric", "AE", "-fuzz", "0", a, b, "null:"])
                    // Exit status 0 same, 1 different, 2 error; the count is on standard error.
                    let text = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
                    guard result.failure == nil, result.status == 0 || result.status == 1,
                          let count = text.split(separator: " ").first.flatMap({ Double($0) }) else {
                        magickError = result.failure ?? "status \(result.status): \(text)"
                        return
                    }
                    magickCount = Int(count)
                    if round >= 0 { magickTimes.append(result.elapsed) }
                }
            }
            if hasPython {
                for port in ports {
                    turns.append {
                        guard portErrors[port] == nil else { return }
                        let result = launch(python, [script, a, b, port, "1"])
                        guard let json = parseJSON(result.standardOutput) else {
                            portErrors[port] = result.problem
                            return
                        }
                        if let error = json["error"] as? String { portErrors[port] = error; return }
                        guard let median = json["median_ms"] as? Double, let count = json["count"] as? Int else {
                            portErrors[port] = "unexpected output: \(result.standardOutput.prefix(200))"
                            return
                        }
                        portCounts[port] = count
                        portVersions[port] = json["version"] as? String
                        if round >= 0 {
                            portTimes[port, default: []].append(median)
                            portImports[port, default: []].append(json["import_ms"] as? Double ?? 0)
                        }
                    }
                }
            }
            // Rotate who goes first.
            let shift = (round + 1) % turns.count
            for turn in turns[shift...] + turns[..<shift] { turn() }
        }

        // The pure-Python port, once (seconds per comparison).
        var pure: (ms: Double, count: Int, version: String)?
        var pureError: String?
        if hasPython {
            let result = launch(python, [script, a, b, "pixelmatch", "1"])
            if let json = parseJSON(result.standardOutput), json["error"] == nil,
               let ms = json["median_ms"] as? Double, let count = json["count"] as? Int {
                pure = (ms, count, json["version"] as? String ?? "?")
            } else {
                pureError = (parseJSON(result.standardOutput)?["error"] as? String)
                    ?? result.problem
            }
        }

        // The report.
        var rows: [(label: String, value: String)] = []
        rows.append(("pair", "\(changed.format); A \(changed.bytesA) bytes, B \(changed.bytesB) bytes; "
                     + "pixelmatch options: threshold 0.1, includeAA false (the defaults) everywhere"))
        let ourTime = ours.isEmpty ? nil : GeometryBenchmark.median(ours)
        func ms(_ value: Double) -> String { String(format2: value) + " ms" }
        func countNote(_ count: Int?) -> String {
            guard let count, let ourCount else { return "" }
            return count == ourCount ? " (= ours)" : " (DIFFERENT from ours, \(ourCount))"
        }
        if let ourTime, let ourCount {
            rows.append(("specsheet diff A B (whole process)", "\(BenchmarkReport.milliseconds(ourTime))  count \(ourCount)"))
        } else {
            rows.append(("specsheet diff A B (whole process)", "FAILED: \(ourError ?? "no result")"))
        }
        if !emptyProcess.isEmpty {
            rows.append(("  (an empty process, /bin/true, through Process)", BenchmarkReport.milliseconds(GeometryBenchmark.median(emptyProcess))))
        }
        if !inProcess.isEmpty {
            rows.append(("  same work in this process (DiffAction.run, no process start)",
                         "\(BenchmarkReport.milliseconds(GeometryBenchmark.median(inProcess)))  count "
                            + (inProcessCount.map(String.init) ?? "?") + countNote(inProcessCount)))
            rows.append(("    read + PNGDecoder, both files", BenchmarkReport.milliseconds(GeometryBenchmark.median(decoding))))
            rows.append(("    Pixelmatch.compare, no diff image", BenchmarkReport.milliseconds(GeometryBenchmark.median(comparing))))
        }

        var magickMs: Double?
        if magick == nil {
            rows.append(("ImageMagick compare -metric AE", "not available (no `compare` on PATH; run scripts/bench-tools.sh)"))
        } else if magickTimes.isEmpty {
            rows.append(("ImageMagick compare -metric AE", "not available (\(magickError ?? "no result"))"))
        } else {
            let time = GeometryBenchmark.median(magickTimes)
            magickMs = BenchmarkReport.seconds(time) * 1000
            rows.append(("ImageMagick compare -metric AE -fuzz 0 (whole process)",
                         "\(BenchmarkReport.milliseconds(time))  count \(magickCount.map(String.init) ?? "?") "
                            + "(every changed pixel: no threshold, no anti-aliasing detection; not pixelmatch's count)"))
        }

        var fastest: (port: String, ms: Double)?
        for port in ports {
            let label = "\(port) \(portVersions[port] ?? "") + Pillow (in Python, end to end)"
            if !hasPython {
                rows.append((port, "not available (no \(python) or \(script); run scripts/bench-tools.sh)"))
            } else if let times = portTimes[port], !times.isEmpty, portErrors[port] == nil {
                let median = times.sorted()[times.count / 2]
                let imports = (portImports[port] ?? [0]).sorted()[(portImports[port] ?? [0]).count / 2]
                rows.append((label, "\(ms(median))  count \(portCounts[port].map(String.init) ?? "?")\(countNote(portCounts[port]))"
                             + "; interpreter start and imports (\(ms(imports))) not counted"))
                if fastest == nil || median < fastest!.ms { fastest = (port, median) }
            } else {
                rows.append((port, "not available (\(portErrors[port] ?? "no result"))"))
            }
        }
        if let pure {
            rows.append(("pixelmatch \(pure.version) (pure Python), comparison alone, 1 run",
                         "\(ms(pure.ms))  count \(pure.count)\(countNote(pure.count))"))
        } else {
            rows.append(("pixelmatch (pure Python)", "not available (\(pureError ?? "no \(python); run scripts/bench-tools.sh"))"))
        }

        // Ratios and targets.
        if let ourTime {
            let ourMs = BenchmarkReport.seconds(ourTime) * 1000
            if let magickMs {
                let ratio = magickMs / ourMs
                rows.append(("ImageMagick / specsheet diff", "\(String(format2: ratio))×; target ≥ 3×: " + (ratio >= 3 ? "met" : "NOT met")))
            } else {
                rows.append(("ImageMagick / specsheet diff", "not measured (ImageMagick not available)"))
            }
            // Issue #15's target: 2× the C++ port, end to end (its interpreter start not counted, ours is).
            if let times = portTimes["pybind11-pixelmatch"], !times.isEmpty, portErrors["pybind11-pixelmatch"] == nil {
                let ratio = times.sorted()[times.count / 2] / ourMs
                rows.append(("pybind11-pixelmatch (C++) / specsheet diff",
                             "\(String(format2: ratio))×; target ≥ 2×: " + (ratio >= 2 ? "met" : "NOT met")))
            }
            if let fastest {
                let ratio = fastest.ms / ourMs
                var value = "\(String(format2: ratio))× (faster port: \(fastest.port))"
                if !inProcess.isEmpty {
                    let inProcessMs = BenchmarkReport.seconds(GeometryBenchmark.median(inProcess)) * 1000
                    value += "; in-process figure: \(String(format2: fastest.ms / inProcessMs))×"
                }
                rows.append(("faster PyPI port / specsheet diff", value))
            } else {
                rows.append(("faster PyPI port / specsheet diff", "not measured (neither PyPI port available)"))
            }
        }
        let portCountList = ports.compactMap { portCounts[$0] } + (pure.map { [$0.count] } ?? [])
        if let ourCount {
            let agree = portCountList.allSatisfy { $0 == ourCount }
            rows.append(("counts", portCountList.isEmpty ? "no PyPI port ran: nothing to check our count (\(ourCount)) against"
                         : agree ? "all \(portCountList.count) PyPI ports that ran agree with ours (\(ourCount))"
                         : "DISAGREE: ours \(ourCount), ports \(portCountList.map(String.init).joined(separator: ", "))"))
        }
        return BenchmarkReport(title: title, rows: rows)
    }

    // MARK: - The pair

    /// Decodes `source`, inverts the colours of a `patch`-sized block below the middle, and writes
    /// it to `destination` with the encoder the renderer writes PNGs with (SpecSheetPNG's
    /// `PNGEncoder`: RGB when opaque, else RGBA), so both files have the same kind of encoding.
    static func makeChangedCopy(of source: String, to destination: String) throws
        -> (width: Int, height: Int, bytesA: Int, bytesB: Int, format: String) {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: source)))
        var image = try PNGDecoder().decode(bytes)
        let x0 = max(0, image.width / 2 - patch.width / 2), y0 = max(0, image.height * 3 / 4)
        for y in y0..<min(image.height, y0 + patch.height) {
            for x in x0..<min(image.width, x0 + patch.width) {
                let i = (y * image.width + x) * 4
                for c in 0..<3 { image.pixels[i + c] = 255 - image.pixels[i + c] }
            }
        }
        let opaque = stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }
        let png = try PNGEncoder().encode(image)
        try Data(png).write(to: URL(fileURLWithPath: destination))
        return (image.width, image.height, bytes.count, png.count,
                opaque ? "opaque, both RGB 8-bit" : "translucent, B written as RGBA")
    }

    // MARK: - Processes

    struct Launch {
        var status: Int32 = -1
        var standardOutput = ""
        var standardError = ""
        var elapsed: Duration = .zero
        /// Set when the process could not be started.
        var failure: String?

        /// Why the run failed, in one line: it could not start, or its status and the last 300
        /// characters of its standard error.
        var problem: String {
            failure ?? "status \(status): " + standardError.trimmingCharacters(in: .whitespacesAndNewlines).suffix(300)
        }
    }

    /// Runs `executable` with `arguments` to the end; the time covers start to exit.
    static func launch(_ executable: String, _ arguments: [String]) -> Launch {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        // Not `waitUntilExit()`: on Linux it polls the run loop every 50 ms, which would add up to
        // 50 ms to every figure. The termination handler runs as soon as the child is reaped.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        var result = Launch()
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try process.run()
        } catch {
            result.failure = "cannot run \(executable): \(error.localizedDescription)"
            return result
        }
        // Read both pipes to the end before waiting, so a chatty child cannot block on a full pipe.
        let errorData = DataBox()
        let group = DispatchGroup()
        let errorReader = error.fileHandleForReading
        DispatchQueue.global().async(group: group) { errorData.data = errorReader.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        exited.wait()
        result.elapsed = clock.now - start
        result.status = process.terminationStatus
        result.standardOutput = String(decoding: outputData, as: UTF8.self)
        result.standardError = String(decoding: errorData.data, as: UTF8.self)
        return result
    }

    /// Standard error's bytes, filled on another thread before `group.wait()` returns.
    private final class DataBox: @unchecked Sendable {
        var data = Data()
    }

    static func findInPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func parseJSON(_ text: String) -> [String: Any]? {
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
              let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else { return nil }
        return object as? [String: Any]
    }
}
