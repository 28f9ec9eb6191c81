import Foundation
import GRDB

/// A person in the address book: the seed's `FriendProfile` (name, country, city, phone), kept in the store.
///
/// `phone` is stored in E.164 (`+442079460958`); `country` is a CLDR region code (`GB`).
/// `version` grows by one on every saved change, so a save made from a stale copy can be refused.
public struct Contact: Codable, Hashable, Sendable, Identifiable {
    public var id: Int64?
    public var name: String
    public var country: String
    public var city: String
    public var phone: String
    public var version: Int
    public var updatedAt: Date

    public init(
        id: Int64? = nil, name: String, country: String, city: String, phone: String,
        version: Int = 1, updatedAt: Date
    ) {
        self.id = id
        self.name = name
        self.country = country
        self.city = city
        self.phone = phone
        self.version = version
        self.updatedAt = updatedAt
    }
}

extension Contact: FetchableRecord {
    /// Reads a row by column name: GRDB's `Decodable` path costs several times more, a page of rows at a time.
    public init(row: Row) throws {
        id = row["id"]
        name = row["name"]
        country = row["country"]
        city = row["city"]
        phone = row["phone"]
        version = row["version"]
        updatedAt = row["updated_at"]
    }
}

/// The fields of a contact a person can edit; `nil` leaves a field as it is.
public struct ContactChanges: Codable, Hashable, Sendable {
    public var name: String?
    public var country: String?
    public var city: String?
    public var phone: String?

    public init(name: String? = nil, country: String? = nil, city: String? = nil, phone: String? = nil) {
        self.name = name
        self.country = country
        self.city = city
        self.phone = phone
    }

    /// Whether no field is set.
    public var isEmpty: Bool { name == nil && country == nil && city == nil && phone == nil }

    /// The contact with these changes applied (version and time untouched).
    public func applied(to contact: Contact) -> Contact {
        var changed = contact
        if let name { changed.name = name }
        if let country { changed.country = country }
        if let city { changed.city = city }
        if let phone { changed.phone = phone }
        return changed
    }
}
