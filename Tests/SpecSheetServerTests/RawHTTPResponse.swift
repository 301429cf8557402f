/// A parsed HTTP/1.1 response read off a raw connection (bodies with Content-Length only).
struct RawHTTPResponse {
    var status: Int
    /// Header values by lowercased name.
    var headers: [String: String]
    var body: String

    init(_ text: String) throws {
        let parts = text.split(separator: "\r\n\r\n", maxSplits: 1, omittingEmptySubsequences: false)
        let lines = parts[0].split(separator: "\r\n")
        guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/1.1 "),
            let status = Int(statusLine.dropFirst(9).prefix(3))
        else { throw RawHTTPConnection.Failure(description: "not an HTTP response: \(text)") }
        self.status = status
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingPrefix(" ").description
        }
        self.headers = headers
        self.body = parts.count > 1 ? String(parts[1]) : ""
    }
}

extension RawHTTPConnection {
    /// Sends one request for `target` exactly as written and reads the whole response.
    static func request(_ target: String, method: String = "GET", port: Int) async throws -> RawHTTPResponse {
        let connection = try await connect(port: port)
        try await connection.send("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        return try RawHTTPResponse(await connection.read())
    }
}
