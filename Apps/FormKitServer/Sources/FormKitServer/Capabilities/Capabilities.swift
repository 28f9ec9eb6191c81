/// Which FormKit capability backs each part of the app.
///
/// Every capability sits behind one adapter file in this folder, each calling the FormKit module.
/// `GET /api/capabilities` reports this table, and the browser tests tighten their checks on it.
public enum CapabilityBacking: String, Codable, Sendable {
    case formKit = "formkit"
}

public struct CapabilityStatus: Codable, Hashable, Sendable {
    public var name: String
    public var module: String
    public var backing: CapabilityBacking
    public var note: String
}

public enum Capabilities {
    public static let all: [CapabilityStatus] = [
        FieldRules.status,
        PhoneAsYouType.status,
        PhoneNumberCheck.status,
        PhoneLookup.status,
        RelativeTime.status,
        CompletionIndex<Int>.status,
        ContactSampler.status,
    ]
}
