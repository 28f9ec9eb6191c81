/// The contacts export's CSV: the import's header and columns (name, country, city, phone, then the
/// phone's extension, blank when none), so that a file exported can be fixed and imported again.
/// Countries by their English name, phones in E.164.
enum ContactCSV {
    static let header = "name,country,city,phone,extension\r\n"

    static func line(_ contact: Contact, countries: CountryCatalog) -> String {
        let country = countries.country(code: contact.country)?.name ?? contact.country
        let fields = [contact.name, country, contact.city, contact.phone, contact.phoneExtension ?? ""]
        return fields.map(field).joined(separator: ",") + "\r\n"
    }

    /// A field quoted when it holds a comma, quote or line break (RFC 4180), its quotes doubled.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
