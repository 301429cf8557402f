/// A baseline's sidecar as `check` reads it back. Each object that does not read is left out, so
/// one damaged key does not hide the other.
struct BaselineSidecar: Decodable, Sendable {
    var geometry: SnapshotGeometry?
    var environment: RenderingEnvironment?

    private enum CodingKeys: String, CodingKey { case geometry, environment }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        geometry = (try? container.decodeIfPresent(SnapshotGeometry.self, forKey: .geometry)) ?? nil
        environment = (try? container.decodeIfPresent(RenderingEnvironment.self, forKey: .environment)) ?? nil
    }
}
