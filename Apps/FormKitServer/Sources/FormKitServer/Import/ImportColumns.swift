import Foundation

/// Which columns of a file hold a contact's name, country, city and phone, told from the header's names:
/// the app's own (`name,country,city,phone`), the same words in other languages (`Name;Land;Ort;Telefon`,
/// `nom,pays,ville,téléphone`), and the exports of Google Contacts (`First Name`, `Phone 1 - Value`,
/// `Address 1 - City`) and Outlook (`First Name`, `Last Name`, `Mobile Phone`, `Home City`).
///
/// A name may come from two columns (first and last name), joined with a space.
///
/// ```swift
/// let columns = ImportColumns(header: ["Telefon", "Ort", "Name", "Land"])
/// columns.phone  // 0
/// columns.missing  // []
/// ```
public struct ImportColumns: Hashable, Sendable, Codable {
    /// The columns joined (with spaces) into the name: one, or first and last.
    public var name: [Int] = []
    public var country: Int?
    public var city: Int?
    public var phone: Int?
    /// An extension kept apart from the number ("Extension", "Phone 1 - Extension"); optional, as the
    /// phone's own text may carry it ("… ext. 12").
    public var phoneExtension: Int?
    /// Other columns for the same field (Outlook's Mobile, Business and Home phones and cities), read in
    /// order when the first is blank.
    public var countryAlternatives: [Int] = []
    public var cityAlternatives: [Int] = []
    public var phoneAlternatives: [Int] = []

    /// The fields no column was found for, in the order `name, country, city, phone`.
    public var missing: [String] {
        var missing: [String] = []
        if name.isEmpty { missing.append("name") }
        if country == nil { missing.append("country") }
        if city == nil { missing.append("city") }
        if phone == nil { missing.append("phone") }
        return missing
    }

    public init(name: [Int] = [], country: Int? = nil, city: Int? = nil, phone: Int? = nil) {
        self.name = name
        self.country = country
        self.city = city
        self.phone = phone
    }

    /// The columns told from a header's names; a field stays unmapped when no name fits.
    public init(header: [String]) {
        let keys = header.map(Self.key)
        func first(_ words: Set<String>) -> Int? { keys.firstIndex { words.contains($0) } }
        func others(_ words: Set<String>) -> [Int] { Array(keys.indices.filter { words.contains(keys[$0]) }.dropFirst()) }
        if let whole = first(Self.fullNames) {
            name = [whole]
        } else if let given = first(Self.givenNames) {
            name = [given] + (first(Self.familyNames).map { [$0] } ?? [])
        } else if let family = first(Self.familyNames) {
            name = [family]
        }
        country = first(Self.countries)
        city = first(Self.cities)
        phone = first(Self.phones)
        phoneExtension = first(Self.phoneExtensions)
        countryAlternatives = others(Self.countries)
        cityAlternatives = others(Self.cities)
        phoneAlternatives = others(Self.phones)
    }

    /// The first non-blank value of `column` and its `alternatives` in a row ("" when all are blank).
    public static func text(_ column: Int?, _ alternatives: [Int], in fields: [String]) -> String {
        let first = column.map { $0 < fields.count ? fields[$0] : "" } ?? ""
        guard !alternatives.isEmpty, first.unicodeScalars.allSatisfy(\.isFoundationWhitespace) else { return first }
        for index in alternatives where index < fields.count {
            if !fields[index].unicodeScalars.allSatisfy(\.isFoundationWhitespace) { return fields[index] }
        }
        return first
    }

    /// The name's text from a row: its columns' values joined with a space, blanks left out.
    public func nameText(_ fields: [String]) -> String {
        if name.count == 1, let only = name.first { return only < fields.count ? fields[only] : "" }  // the rules trim it
        return name.compactMap { $0 < fields.count ? fields[$0].trimmingWhitespace : nil }
            .filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// A header name compared without case, accents, spaces, dashes or dots: "Téléphone" is "telephone",
    /// "Phone 1 - Value" is "phone1value".
    static func key(_ header: String) -> String {
        header.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }
            .map(String.init).joined()
    }

    private static func keys(_ names: [String]) -> Set<String> { Set(names.map(key)) }

    // The names are facts of the languages and the two exports; each list is compared by `key`.
    static let fullNames = keys([
        "name", "full name", "fullname", "display name", "contact", "contact name", "names",
        "vollständiger name", "kontakt", "nom complet", "nom et prénom", "nombre", "nombre completo", "nome",
        "nome completo", "naam", "volledige naam", "namn", "navn", "nimi", "imię i nazwisko", "ad soyad", "isim",
        "jméno", "név", "nume", "имя", "氏名", "名前", "姓名", "이름",
    ])
    static let givenNames = keys([
        "first name", "given name", "firstname", "forename", "vorname", "prénom", "nombre de pila", "voornaam",
        "förnamn", "fornavn", "etunimi", "imię", "ad", "primeiro nome", "nome proprio",
    ])
    static let familyNames = keys([
        "last name", "family name", "surname", "lastname", "nachname", "familienname", "nom", "nom de famille",
        "apellido", "apellidos", "cognome", "achternaam", "efternamn", "etternavn", "sukunimi", "nazwisko", "soyad",
        "sobrenome",
    ])
    static let countries = keys([
        "country", "country/region", "country or region", "nation", "land", "staat", "pays", "país", "pais",
        "paese", "nazione", "landcode", "maa", "kraj", "ülke", "país/região", "страна", "国", "国家",
        "address 1 - country", "home country/region", "business country/region", "other country/region",
        "home country", "business country", "country code",
    ])
    static let cities = keys([
        "city", "town", "locality", "ort", "stadt", "wohnort", "ville", "localité", "ciudad", "localidad",
        "città", "citta", "comune", "plaats", "woonplaats", "stad", "ort/stad", "by", "kaupunki", "miasto",
        "şehir", "sehir", "cidade", "город", "市", "城市",
        "address 1 - city", "home city", "business city", "other city",
    ])
    static let phones = keys([
        "phone", "phone number", "telephone", "telephone number", "tel", "mobile", "mobile phone", "mobile number",
        "cell", "cell phone", "telefon", "telefonnummer", "handy", "mobil", "mobilnummer", "téléphone", "portable",
        "numéro de téléphone", "teléfono", "telefono", "móvil", "movil", "celular", "cellulare", "numero di telefono",
        "telefoon", "telefoonnummer", "mobiel", "gsm", "puhelin", "numer telefonu", "telefon numarası", "телефон",
        "電話番号", "电话", "전화",
        "phone 1 - value", "primary phone", "home phone", "business phone", "other phone",
    ])
    static let phoneExtensions = keys([
        "extension", "ext", "phone extension", "phone ext", "phone 1 - extension", "business phone extension",
        "durchwahl", "nebenstelle", "poste", "extensión", "extension telefonica", "interno", "toestel", "anknytning",
    ])
}
