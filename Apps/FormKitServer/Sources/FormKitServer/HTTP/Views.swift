import Foundation
import PhoneNumbers

/// A contact as the API and pages show it: stored fields plus display text.
public struct ContactView: Codable, Hashable, Sendable {
    public var id: Int64
    public var name: String
    public var country: String
    public var countryName: String
    public var city: String
    /// E.164.
    public var phone: String
    /// The extension's digits; left out when the number has none.
    public var phoneExtension: String?
    /// The number as the reader reads it, with its extension ("(650) 253-0000 ext. 12").
    public var phoneDisplay: String
    /// Where the number is ("London"), "" when unknown.
    public var phonePlace: String
    /// The carrier a mobile number was assigned to, "" when unknown or not mobile.
    public var phoneCarrier: String
    public var version: Int
    public var updatedAt: Date
    public var updatedAgo: String

    /// The contact as `reader` reads it: "updated" in their language, the country in their language.
    public init(_ contact: Contact, now: Date, reader: Reader = .standard, countries: CountryCatalog = .shared) {
        id = contact.id ?? 0
        name = contact.name
        country = contact.country
        countryName = reader.countryName(contact.country) ?? countries.country(code: contact.country)?.name ?? contact.country
        city = contact.city
        phone = contact.phone
        phoneExtension = contact.phoneExtension
        // The number is read once for its display and its place.
        let number = PhoneNumber(contact.phone)
        phoneDisplay = number.map { number in
            var withExtension = number
            withExtension.extension = contact.phoneExtension
            return PhoneNumberCheck.display(withExtension, region: contact.country)
        } ?? contact.phoneWithExtension
        let place = number.map(PhoneLookup.place) ?? PhoneLookup.Place(description: "", carrier: "")
        phonePlace = place.description
        phoneCarrier = place.carrier
        version = contact.version
        updatedAt = contact.updatedAt
        updatedAgo = RelativeTime.describe(contact.updatedAt, now: now, reader: reader)
    }
}

/// A schedule row as the API and pages show it.
public struct SlotView: Codable, Hashable, Sendable {
    public var id: Int64
    public var section: Int
    public var sectionName: String
    public var period: Int
    public var periodName: String
    public var time: String
    public var heating: String
    public var cooling: String
    public var version: Int

    /// The row as `reader` reads it: times in their hour cycle, temperatures in their unit and numbers.
    public init(_ slot: ScheduleSlot, reader: Reader = .standard) {
        id = slot.id ?? 0
        section = slot.section
        sectionName = slot.sectionName
        period = slot.period
        periodName = slot.periodName
        time = reader.time(minutes: slot.minutes)
        heating = reader.temperature(fahrenheit: slot.heating)
        cooling = reader.temperature(fahrenheit: slot.cooling)
        version = slot.version
    }
}

/// One section of the schedule (Weekdays, Saturday, Sunday) and its four rows.
public struct ScheduleSectionView: Codable, Hashable, Sendable {
    public var name: String
    public var rows: [SlotView]

    static func sections(_ slots: [ScheduleSlot], reader: Reader = .standard) -> [ScheduleSectionView] {
        ScheduleSlot.sectionNames.enumerated().map { index, name in
            ScheduleSectionView(name: name, rows: slots.filter { $0.section == index }.map { SlotView($0, reader: reader) })
        }
    }
}
