/// Which FormKit capability backs each part of the app.
///
/// Every capability sits behind one adapter file in this folder. An adapter is `formKit` when it calls
/// the FormKit module, and `minimal` while the module has not landed and the app carries a small stand-in.
/// `GET /api/capabilities` reports this table, and the browser tests tighten their checks on it.
public enum CapabilityBacking: String, Codable, Sendable {
    case formKit = "formkit"
    case minimal
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
