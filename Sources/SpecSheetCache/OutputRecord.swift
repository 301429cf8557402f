import SpecSheetModel

/// One file an incremental run wrote, as its manifest remembers it: the key of everything the
/// file was made from (``ContentKey``) and the file's stamp just after it was written. The next
/// run keeps the file, without reading it, when it would make it from the same key and the file
/// still has that stamp — the one rule `specsheet export` and `specsheet build` share.
public struct OutputRecord: Sendable, Hashable, Codable {
    public var inputs: ContentKey
    /// Nil when the file could not be stamped after writing: it is then never kept.
    public var stamp: FileStamp?

    public init(inputs: ContentKey, stamp: FileStamp?) {
        self.inputs = inputs
        self.stamp = stamp
    }

    /// Whether the file at `path` is still the one written: the same size and modification time.
    public func isAsWritten(at path: String) -> Bool {
        guard let stamp else { return false }
        return FileStamp.of(path) == stamp
    }

    /// Whether the file at `path`, which this run would make from `inputs`, can be kept as it is.
    public func keeps(_ path: String, madeFrom inputs: ContentKey) -> Bool {
        self.inputs == inputs && isAsWritten(at: path)
    }

    /// `{"inputs": key, "stamp": [bytes, "seconds.nanoseconds"]}`.
    public var json: JSONValue {
        .object([("inputs", .string(inputs.hex)), ("stamp", stamp?.json ?? .null)])
    }
}
