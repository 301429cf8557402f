/// The kind of device, which decides some platform rules (iPhone vs iPad size classes).
public enum DeviceIdiom: String, Sendable, Hashable, CaseIterable, Encodable {
    case phone, tablet, desktop
}
