import Foundation

/// A person in the address book: the seed's `FriendProfile` (name, country, city, phone), kept in the store.
///
/// `phone` is stored in E.164 (`+442079460958`), and an extension's digits apart in `phoneExtension`
/// (nil when the number has none: E.164 has no room for one); `country` is a CLDR region code (`GB`).
/// `version` grows by one on every saved change, so a save made from a stale copy can be refused.
public struct Contact: Codable, Hashable, Sendable, Identifiable {
    public var id: Int64?
    public var name: String
    public var country: String
    public var city: String
    public var phone: String
    /// The extension's digits ("12" of "(650) 253-0000 ext. 12"); nil when there is none.
    public var phoneExtension: String?
    public var version: Int
    public var updatedAt: Date

    public init(
        id: Int64? = nil, name: String, country: String, city: String, phone: String, phoneExtension: String? = nil,
        version: Int = 1, updatedAt: Date
    ) {
        self.id = id
        self.name = name
        self.country = country
        self.city = city
        self.phone = phone
        self.phoneExtension = phoneExtension
        self.version = version
        self.updatedAt = updatedAt
    }

    /// The number as one text: E.164, then `;ext=` and the extension when there is one (RFC 3966's form,
    /// `<formkit-phone>`'s value). Two contacts with the same E.164 and different extensions are different lines.
    public var phoneWithExtension: String {
        phoneExtension.map { phone + ";ext=" + $0 } ?? phone
    }
}

/// The fields of a contact a person can edit; `nil` leaves a field as it is.
public struct ContactChanges: Codable, Hashable, Sendable {
    public var name: String?
    public var country: String?
    public var city: String?
    public var phone: String?
    /// The extension's digits, "" to remove it. Set with `phone` whenever the phone changes: the two are one field.
    public var phoneExtension: String?

    public init(name: String? = nil, country: String? = nil, city: String? = nil, phone: String? = nil, phoneExtension: String? = nil) {
        self.name = name
        self.country = country
        self.city = city
        self.phone = phone
        self.phoneExtension = phoneExtension
    }

    /// Whether no field is set.
    public var isEmpty: Bool { name == nil && country == nil && city == nil && phone == nil && phoneExtension == nil }

    /// The contact with these changes applied (version and time untouched).
    public func applied(to contact: Contact) -> Contact {
        var changed = contact
        if let name { changed.name = name }
        if let country { changed.country = country }
        if let city { changed.city = city }
        if let phone { changed.phone = phone }
        if let phoneExtension { changed.phoneExtension = phoneExtension.isEmpty ? nil : phoneExtension }
        return changed
    }
}
