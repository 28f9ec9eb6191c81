import Foundation
import PhoneNumbers

/// Where a phone number is, which carrier it was assigned to and its time zones, offline: libphonenumber's
/// geocoder, carrier mapper and time-zone mapper on data from the pinned `phonenumbers` release.
///
///     let number = try PhoneNumber(parsing: "044 668 18 00", defaultRegion: "CH")
///     let lookup = NumberLookup.bundled
///     try lookup.description(for: number, locale: "de")   // "Zürich"
///     try lookup.description(for: number, locale: "en", userRegion: "GB")  // "Switzerland"
///     try lookup.carrierName(for: PhoneNumber(parsing: "+41 79 123 45 67"), locale: "en")  // "Swisscom"
///     try lookup.timeZones(for: number)                    // ["Europe/Zurich"]
///
/// Each data file is mapped into memory the first time a lookup needs it and read in place, so only
/// the pages lookups touch become resident. A damaged or missing file makes lookups throw
/// ``LookupDataError``; they never trap.
public struct NumberLookup: Sendable {
    let store: LookupStore

    /// The data shipped with the module, as SwiftPM resources; when they are missing (a binary copied
    /// without its resource bundle), lookups throw ``LookupDataError/Kind-swift.enum/missingFile``.
    public static let bundled = NumberLookup(directory: BundledData.directory)

    /// Lookups on data files in `directory`, laid out as `Tools/lookup/generate.py` writes them.
    public init(directory: URL) {
        store = LookupStore(directory: directory)
    }

    /// Opens every data file and checks its structure and checksum; throws the first problem found.
    ///
    /// Lookups check only what they read, so a damaged byte in a name can go unnoticed by them; this
    /// reads everything.
    public func verify() throws(LookupDataError) {
        var files = try store.geocodingData().allFiles() + store.carrierData().allFiles()
        let zones = try store.timeZoneData()
        files += [zones.table.file, zones.zones.file, try store.countryNames().file]
        for file in files { try file.verifyChecksum() }
    }
}
