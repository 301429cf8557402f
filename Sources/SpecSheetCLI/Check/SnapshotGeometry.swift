import Foundation
import SpecSheetModel

/// The numbers of a geometry document (`specsheet geometry`, and the `geometry` object of a
/// baseline's sidecar) that `check` compares to explain a failure: the device, presentation,
/// detent, scrim, each part's frame and each dimension's value. Every member is optional, so a
/// sidecar written by an older version (with fewer keys) still reads.
public struct SnapshotGeometry: Decodable, Sendable, Hashable {
    public struct Device: Decodable, Sendable, Hashable {
        public var id: String?
        public var width: Double?
        public var height: Double?
        public var orientation: String?
        public var safeArea: SafeArea?
    }

    public struct SafeArea: Decodable, Sendable, Hashable {
        public var top: Double?, bottom: Double?, left: Double?, right: Double?
    }

    public struct Detent: Decodable, Sendable, Hashable {
        public var name: String?
        public var height: Double?
    }

    public struct Scrim: Decodable, Sendable, Hashable {
        public var visible: Bool?
        public var opacity: Double?
    }

    public struct Frame: Decodable, Sendable, Hashable {
        public var x: Double?, y: Double?, width: Double?, height: Double?
    }

    public struct Part: Decodable, Sendable, Hashable {
        public var id: String?
        public var frame: Frame?
        public var contentHeight: Double?
        public var parent: String?
    }

    public struct Dimension: Decodable, Sendable, Hashable {
        public var id: String?
        public var value: Double?
    }

    public var device: Device?
    public var presentation: String?
    public var detent: Detent?
    public var scrim: Scrim?
    public var parts: [Part]?
    public var dimensions: [Dimension]?

    /// Reads a geometry document.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(SnapshotGeometry.self, from: json)
    }

    /// A document as this run writes it: read back from its text, so its numbers are rounded as
    /// a sidecar's are.
    public init(_ document: JSONValue) throws {
        try self.init(json: Data(document.serialized().utf8))
    }
}
