#if canImport(Foundation)
/// Format names are stored as their raw values: "e164", "international", "national", "rfc3966".
///
///     String(decoding: try JSONEncoder().encode(PhoneNumberFormat.national), as: UTF8.self)  // "\"national\""
extension PhoneNumberFormat: Codable {}
#endif
