#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

@Suite("Loopback only")
struct LoopbackTests {
    @Test func theServerIsUnreachableFromOtherAddressesOfThisMachine() async throws {
        let project = try TemporaryProject()
        try await withPreviewServer(project) { port in
            // Sanity: the same port does answer on loopback, so refusals below mean something.
            _ = try await RawHTTPConnection.connect(port: port)

            let addresses = Self.nonLoopbackAddresses()
            for address in addresses {
                await #expect(throws: RawHTTPConnection.Failure.self, "reachable on \(address)") {
                    _ = try await RawHTTPConnection.connect(host: address, port: port, timeout: .seconds(3))
                }
            }
            if let listening = Self.listeningAddresses(port: port) {
                #expect(listening == ["127.0.0.1"])
            } else {
                // No /proc here: the connection attempts are the only evidence, so there must be some.
                #expect(!addresses.isEmpty, "no non-loopback address and no /proc/net to inspect")
            }
        }
    }

    /// The IPv4 and global IPv6 addresses of this machine's interfaces, excluding loopback.
    static func nonLoopbackAddresses() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var addresses: [String] = []
        for entry in sequence(first: first, next: { $0?.pointee.ifa_next }).compactMap({ $0 }) {
            guard let address = entry.pointee.ifa_addr, entry.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0 else {
                continue
            }
            var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            switch Int32(address.pointee.sa_family) {
            case AF_INET:
                var ipv4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                inet_ntop(AF_INET, &ipv4, &text, socklen_t(text.count))
            case AF_INET6:
                var ipv6 = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
                inet_ntop(AF_INET6, &ipv6, &text, socklen_t(text.count))
            default:
                continue
            }
            let string = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // Link-local IPv6 addresses need a scope to connect to; skip them.
            if !string.lowercased().hasPrefix("fe80") { addresses.append(string) }
        }
        return addresses
    }

    /// The local addresses listening on `port`, read from /proc/net/tcp{,6}; nil where there is no /proc.
    static func listeningAddresses(port: Int) -> [String]? {
        guard let ipv4 = readToEnd("/proc/net/tcp") else { return nil }
        let ipv6 = readToEnd("/proc/net/tcp6") ?? ""
        let portHex = String(format: ":%04X", port)
        let listenState = "0A"
        var addresses: [String] = []
        for line in (ipv4 + ipv6).split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count > 3, fields[1].hasSuffix(portHex), fields[3] == listenState else { continue }
            let hex = fields[1].dropLast(portHex.count)
            if hex.count == 8, let value = UInt32(hex, radix: 16) {
                // /proc prints the IPv4 address as a host-order (little-endian) word.
                addresses.append((0..<4).map { String((value >> (8 * $0)) & 0xFF) }.joined(separator: "."))
            } else {
                addresses.append("ipv6:" + hex)
            }
        }
        return addresses
    }

    /// The whole of a /proc file (they report a size of 0, so read until end of file).
    private static func readToEnd(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.readToEnd() else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
