import PhoneNumberLookup
import PhoneNumbers

/// Adapter: where a stored number is and which carrier it was assigned to, by PhoneNumberLookup's
/// offline geocoder and carrier mapper (libphonenumber's data).
public enum PhoneLookup {
    static let status = CapabilityStatus(
        name: "number places", module: "PhoneNumberLookup", backing: .formKit,
        note: "PhoneNumberLookup.NumberLookup: description(for:) and carrierName(for:), offline")

    /// What the contacts table shows under a number: its place and, for mobile numbers, its carrier.
    public struct Place: Hashable, Sendable {
        /// "Zurich", "London", or a country's name; "" when unknown.
        public var description: String
        /// "Swisscom"; "" when the number is not mobile or its carrier is unknown.
        public var carrier: String
    }

    /// The place of a stored E.164 number, in English; empty when the number cannot be read or the
    /// lookup data is damaged (a contact is still shown without it).
    public static func place(e164: String) -> Place {
        guard let number = PhoneNumber(e164) else { return Place(description: "", carrier: "") }
        return place(number)
    }

    /// The place of a number already read.
    static func place(_ number: PhoneNumber) -> Place {
        let lookup = NumberLookup.bundled
        return Place(
            description: (try? lookup.description(for: number)) ?? "",
            carrier: (try? lookup.carrierName(for: number)) ?? "")
    }
}
