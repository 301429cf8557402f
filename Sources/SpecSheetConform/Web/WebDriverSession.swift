#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Headless Chromium driven through WebDriver: starts `chromedriver` on a free loopback port, opens
/// one browser session, and stops both when closed. One session serves every viewport and state
/// of a run.
public final class WebDriverSession {
    /// Why the browser could not be driven; one line each.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let driver: Process
    private let http: LoopbackHTTP
    private let sessionID: String
    /// How long starting took (the browser's own start), for the figures `conform` reports.
    public let startDuration: Duration

    /// Starts chromedriver and a headless Chromium. The binaries are found on `PATH`, or named by
    /// `SPECSHEET_CHROMEDRIVER` and `SPECSHEET_CHROMIUM`.
    public init() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let environment = ProcessInfo.processInfo.environment
        guard let driverPath = environment["SPECSHEET_CHROMEDRIVER"] ?? Self.find(["chromedriver"]) else {
            throw Failure(description: "conform needs chromedriver to measure a page: install Debian's chromium-driver "
                          + "(apt-get install chromium chromium-driver) or set SPECSHEET_CHROMEDRIVER")
        }
        let browser = environment["SPECSHEET_CHROMIUM"] ?? Self.find(["chromium", "chromium-browser", "google-chrome"])
        let port = try LoopbackHTTP.freePort()
        driver = Process()
        driver.executableURL = URL(fileURLWithPath: driverPath)
        driver.arguments = ["--port=\(port)", "--log-level=OFF"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        // A parent may have blocked signals (a test runner does); chromedriver and Chromium inherit
        // the spawning thread's mask and cannot start or stop with signals blocked.
        var none = sigset_t(), previous = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        do { try driver.run() } catch {
            throw Failure(description: "cannot start \(driverPath): \(error.localizedDescription)")
        }
        http = LoopbackHTTP(port: port)
        let deadline = clock.now + .seconds(15)
        while !http.isListening() {
            guard clock.now < deadline, driver.isRunning else {
                driver.terminate()
                throw Failure(description: "\(driverPath) did not start listening on 127.0.0.1:\(port)")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        var options: [String: Any] = ["args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                               "--force-device-scale-factor=1", "--disable-dev-shm-usage",
                                               "--allow-file-access-from-files"]]
        if let browser { options["binary"] = browser }
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": ["browserName": "chrome",
                                                                             "goog:chromeOptions": options]]]
        do {
            let answer = try Self.call(http, "POST", "/session", capabilities)
            guard let value = answer as? [String: Any], let id = value["sessionId"] as? String else {
                throw Failure(description: "chromedriver gave no session")
            }
            sessionID = id
        } catch {
            driver.terminate()
            throw Failure(description: "cannot start headless Chromium through chromedriver: \(error)")
        }
        startDuration = clock.now - start
    }

    deinit { close() }

    /// Ends the session and stops chromedriver.
    public func close() {
        guard driver.isRunning else { return }
        _ = try? http.request("DELETE", "/session/\(sessionID)")
        driver.terminate()
        driver.waitUntilExit()
    }

    /// Makes the page's viewport exactly `width` × `height` CSS px at a device scale of 1.
    public func setViewport(width: Double, height: Double) throws {
        _ = try command("POST", "goog/cdp/execute", ["cmd": "Emulation.setDeviceMetricsOverride",
                                                    "params": ["width": Int(width.rounded()), "height": Int(height.rounded()),
                                                               "deviceScaleFactor": 1, "mobile": false]])
    }

    public func navigate(to url: String) throws {
        _ = try command("POST", "url", ["url": url])
    }

    /// Runs `script` in the page and returns its result (JSON values).
    public func execute(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try command("POST", "execute/sync", ["script": script, "args": arguments])
    }

    /// Runs `script`, which calls its last argument when done.
    public func executeAsync(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try command("POST", "execute/async", ["script": script, "args": arguments])
    }

    /// A PNG of the viewport.
    public func screenshot() throws -> Data {
        guard let text = try command("GET", "screenshot", nil) as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "chromedriver sent no screenshot")
        }
        return data
    }

    private func command(_ method: String, _ path: String, _ body: [String: Any]?) throws -> Any? {
        try Self.call(http, method, "/session/\(sessionID)/\(path)", body)
    }

    /// One WebDriver call: its `value`, or its error message as a ``Failure``.
    private static func call(_ http: LoopbackHTTP, _ method: String, _ path: String, _ body: [String: Any]?) throws -> Any? {
        let data = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let (status, payload) = try http.request(method, path, body: data ?? (method == "POST" ? Data("{}".utf8) : nil))
        let json = try? JSONSerialization.jsonObject(with: payload, options: [.fragmentsAllowed])
        let value = (json as? [String: Any])?["value"]
        guard (200..<300).contains(status) else {
            let message = ((value as? [String: Any])?["message"] as? String)?.split(separator: "\n").first.map(String.init)
            throw Failure(description: message ?? "WebDriver answered \(status) to \(method) \(path)")
        }
        return value is NSNull ? nil : value
    }

    private static func find(_ names: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for name in names {
            for folder in path.split(separator: ":") {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }
}
