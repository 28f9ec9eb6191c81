import Foundation

/// A field of a form the server refused, with why.
public struct FieldError: Error, Hashable, Sendable {
    public var field: String
    public var message: String
    public var offset: Int?
    /// For a country that matched nothing: the names it might have meant.
    public var suggestions: [Country]?

    public init(field: String, message: String, offset: Int? = nil, suggestions: [Country]? = nil) {
        self.field = field
        self.message = message
        self.offset = offset
        self.suggestions = suggestions
    }
}

/// The contact form's rules, the same for the add page, inline edits and the JSON API.
public struct ContactValidator: Sendable {
    public var countries: CountryCatalog = .shared
    public static let maxNameLength = 60
    public static let maxCityLength = 60
    /// libphonenumber's longest extension (20 digits, after an explicit label such as "ext."): every
    /// extension the parser reads fits, and a typed one is held to the same.
    public static let maxExtensionLength = 20

    public init() {}

    public func name(_ text: String) throws(FieldError) -> String {
        let trimmed = text.trimmingWhitespace
        if let rejection = FieldRules.personName(trimmed, maxLength: Self.maxNameLength) {
            throw FieldError(field: "name", message: rejection.message, offset: rejection.offset)
        }
        guard trimmed.contains(where: \.isLetter) else {
            throw FieldError(field: "name", message: "A name needs at least one letter.", offset: 0)
        }
        return trimmed
    }

    public func city(_ text: String) throws(FieldError) -> String {
        let trimmed = text.trimmingWhitespace
        if let rejection = FieldRules.plainText(trimmed, maxLength: Self.maxCityLength) {
            throw FieldError(field: "city", message: rejection.message, offset: rejection.offset)
        }
        return trimmed
    }

    /// A country name, alias, region code or calling code → the country; otherwise "Did you mean…" candidates.
    public func country(_ text: String) throws(FieldError) -> Country {
        let trimmed = text.trimmingWhitespace
        if let found = countries.country(matching: trimmed) { return found }
        guard !trimmed.isEmpty else { throw FieldError(field: "country", message: "Choose a country.") }
        let candidates = countries.didYouMean(trimmed)
        let names = candidates.prefix(3).map(\.name)
        let message = switch names.count {
        case 0: "No country is called that."
        case 1: "No country is called that. Did you mean \(names[0])?"
        default: "No country is called that. Did you mean \(names.dropLast().joined(separator: ", ")) or \(names[names.count - 1])?"
        }
        throw FieldError(field: "country", message: message, suggestions: candidates)
    }

    /// A phone number for `region` → E.164.
    public func phone(_ text: String, region: String) throws(FieldError) -> PhoneNumberCheck.Checked {
        switch PhoneNumberCheck.check(text, region: region) {
        case .success(let checked): return checked
        case .failure(let rejection):
            throw FieldError(field: "phone", message: rejection.message, offset: rejection.offset)
        }
    }

    /// An extension typed on its own ("12"; blank for none) → its digits, or nil.
    public func phoneExtension(_ text: String) throws(FieldError) -> String? {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else { return nil }
        guard trimmed.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            throw FieldError(field: "phoneExtension", message: "An extension is digits only, such as 12.", offset: 0)
        }
        guard trimmed.utf8.count <= Self.maxExtensionLength else {
            throw FieldError(field: "phoneExtension", message: "An extension has at most \(Self.maxExtensionLength) digits.", offset: Self.maxExtensionLength)
        }
        return trimmed
    }

    /// The extension of a number: the one in the phone's text ("ext. 12", `;ext=12`) or the one typed apart,
    /// which must then agree; nil when neither has one.
    public func phoneExtension(of phone: PhoneNumberCheck.Checked, typed: String?) throws(FieldError) -> String? {
        let typed = try phoneExtension(typed ?? "")
        guard let inNumber = phone.extension else { return typed }
        guard inNumber.unicodeScalars.allSatisfy({ $0.properties.numericType == .decimal }), inNumber.count <= Self.maxExtensionLength else {
            throw FieldError(field: "phone", message: "An extension has at most \(Self.maxExtensionLength) digits.")
        }
        if let typed, typed != inNumber {
            throw FieldError(field: "phoneExtension", message: "The phone names one extension and the extension field another: keep one.")
        }
        return inNumber
    }

    /// Every field of a new contact.
    public func newContact(
        name: String, country: String, city: String, phone: String, phoneExtension: String? = nil, now: Date
    ) throws(FieldError) -> Contact {
        let name = try self.name(name)
        let country = try self.country(country)
        let city = try self.city(city)
        let phone = try self.phone(phone, region: country.code)
        let ext = try self.phoneExtension(of: phone, typed: phoneExtension)
        return Contact(name: name, country: country.code, city: city, phone: phone.e164, phoneExtension: ext, updatedAt: now)
    }

    /// Every field of a new contact judged, each refusal given: all of them, in the form's order.
    /// (The phone is judged in the country when the country is known, else not at all.)
    public func refusals(name: String, country: String, city: String, phone: String, phoneExtension: String? = nil) -> [FieldError] {
        var refusals: [FieldError] = []
        do { _ = try self.name(name) } catch { refusals.append(error) }
        var region: String?
        do { region = try self.country(country).code } catch { refusals.append(error) }
        do { _ = try self.city(city) } catch { refusals.append(error) }
        var checked: PhoneNumberCheck.Checked?
        if let region {
            do { checked = try self.phone(phone, region: region) } catch { refusals.append(error) }
        }
        do {
            if let checked { _ = try self.phoneExtension(of: checked, typed: phoneExtension) } else { _ = try self.phoneExtension(phoneExtension ?? "") }
        } catch { refusals.append(error) }
        return refusals
    }

    /// The changed fields of a stored contact; the phone is read in the (possibly new) country.
    /// A phone and its extension are one field: a new phone without an extension (in its text or apart) has none.
    public func changes(_ input: ContactInput, to stored: Contact) throws(FieldError) -> ContactChanges {
        var changes = ContactChanges()
        if let name = input.name { changes.name = try self.name(name) }
        if let country = input.country { changes.country = try self.country(country).code }
        if let city = input.city { changes.city = try self.city(city) }
        if let phone = input.phone {
            let checked = try self.phone(phone, region: changes.country ?? stored.country)
            changes.phone = checked.e164
            changes.phoneExtension = try phoneExtension(of: checked, typed: input.phoneExtension) ?? ""
        } else if let typed = input.phoneExtension {
            changes.phoneExtension = try phoneExtension(typed) ?? ""
        }
        return changes
    }
}

/// The contact fields as a person typed them.
public struct ContactInput: Codable, Hashable, Sendable {
    public var name: String?
    public var country: String?
    public var city: String?
    /// The number as typed, which may carry its extension ("… ext. 12", `;ext=12`).
    public var phone: String?
    /// An extension typed apart ("12"); blank for none.
    public var phoneExtension: String?
    /// The version the edit was made from; required for changes and deletions.
    public var version: Int?

    public init(
        name: String? = nil, country: String? = nil, city: String? = nil, phone: String? = nil, phoneExtension: String? = nil,
        version: Int? = nil
    ) {
        self.name = name
        self.country = country
        self.city = city
        self.phone = phone
        self.phoneExtension = phoneExtension
        self.version = version
    }
}
