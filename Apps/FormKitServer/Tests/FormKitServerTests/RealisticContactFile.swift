import Foundation

/// A CSV file of contacts as people's address books hold them, from a fixed seed: countries written
/// every way people write them (English names, codes, endonyms, everyday names, any case, stray spaces),
/// names with accents and apostrophes, numbers in national and international form, and a share of rows
/// that are wrong (a short number, a digit in a name, a country that does not exist).
///
/// Each row carries the country it means, so a test can tell the valid rows from the rest.
struct RealisticContactFile {
    struct Row {
        var name: String
        var country: String
        var city: String
        var phone: String
        /// The region the row means; nil for a country that does not exist.
        var intendedCountry: String?
    }

    /// SplitMix64: a small generator whose sequence is fixed by its seed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A region, how people write it, a few of its cities, and a mobile number of its plan (libphonenumber's
    /// example) whose last digits vary.
    struct Place {
        var code: String
        var spellings: [String]
        var cities: [String]
        var callingCode: String
        var nationalPrefix: String
        var example: String
    }

    static let places: [Place] = [
        Place(code: "GB", spellings: ["UK", "United Kingdom", "England", "Great Britain", "GB", "Scotland", "uk"], cities: ["London", "Leeds", "Glasgow"], callingCode: "44", nationalPrefix: "0", example: "7400123456"),
        Place(code: "US", spellings: ["USA", "United States", "US", "America", "U.S.", "usa"], cities: ["Austin", "Boston", "Denver"], callingCode: "1", nationalPrefix: "", example: "2015550123"),
        Place(code: "DE", spellings: ["Germany", "Deutschland", "DE", "germany", "GERMANY"], cities: ["Berlin", "München", "Köln"], callingCode: "49", nationalPrefix: "0", example: "15123456789"),
        Place(code: "CH", spellings: ["Switzerland", "Schweiz", "Suisse", "CH", "Svizzera"], cities: ["Zürich", "Genève", "Basel"], callingCode: "41", nationalPrefix: "0", example: "781234567"),
        Place(code: "TR", spellings: ["Turkey", "Türkiye", "Turkiye", "TR", "turkey"], cities: ["İstanbul", "Ankara", "İzmir"], callingCode: "90", nationalPrefix: "0", example: "5012345678"),
        Place(code: "IT", spellings: ["Italy", "Italia", "IT", "italy"], cities: ["Roma", "Milano", "Napoli"], callingCode: "39", nationalPrefix: "", example: "3123456789"),
        Place(code: "CN", spellings: ["China", "PRC", "CN", "中国", "china"], cities: ["Beijing", "Shanghai", "Shenzhen"], callingCode: "86", nationalPrefix: "", example: "13123456789"),
        Place(code: "KR", spellings: ["South Korea", "Korea", "Republic of Korea", "KR"], cities: ["Seoul", "Busan"], callingCode: "82", nationalPrefix: "0", example: "1020000000"),
        Place(code: "CZ", spellings: ["Czech Republic", "Czechia", "CZ", "Česko"], cities: ["Praha", "Brno"], callingCode: "420", nationalPrefix: "", example: "601123456"),
        Place(code: "NL", spellings: ["Netherlands", "The Netherlands", "Holland", "Nederland", "NL"], cities: ["Amsterdam", "Utrecht"], callingCode: "31", nationalPrefix: "0", example: "612345678"),
        Place(code: "AE", spellings: ["UAE", "United Arab Emirates", "U.A.E."], cities: ["Dubai", "Abu Dhabi"], callingCode: "971", nationalPrefix: "0", example: "501234567"),
        Place(code: "FR", spellings: ["France", "FR", "france"], cities: ["Paris", "Lyon", "Lille"], callingCode: "33", nationalPrefix: "0", example: "612345678"),
        Place(code: "ES", spellings: ["Spain", "España", "Espana", "ES"], cities: ["Madrid", "Sevilla"], callingCode: "34", nationalPrefix: "", example: "612345678"),
        Place(code: "JP", spellings: ["Japan", "日本", "JP"], cities: ["Tokyo", "Osaka"], callingCode: "81", nationalPrefix: "0", example: "9012345678"),
        Place(code: "PL", spellings: ["Poland", "Polska", "PL"], cities: ["Warszawa", "Kraków"], callingCode: "48", nationalPrefix: "", example: "512345678"),
        Place(code: "AT", spellings: ["Austria", "Österreich", "AT"], cities: ["Wien", "Graz"], callingCode: "43", nationalPrefix: "0", example: "664123456"),
        Place(code: "BR", spellings: ["Brazil", "Brasil", "BR"], cities: ["São Paulo", "Rio de Janeiro"], callingCode: "55", nationalPrefix: "0", example: "11961234567"),
        Place(code: "IE", spellings: ["Ireland", "Eire", "IE"], cities: ["Dublin", "Cork"], callingCode: "353", nationalPrefix: "0", example: "850123456"),
        Place(code: "SE", spellings: ["Sweden", "Sverige", "SE"], cities: ["Stockholm", "Malmö"], callingCode: "46", nationalPrefix: "0", example: "701234567"),
        Place(code: "IN", spellings: ["India", "IN", "Bharat"], cities: ["Mumbai", "Pune"], callingCode: "91", nationalPrefix: "0", example: "8123456789"),
    ]

    static let givenNames = [
        "José", "Zélie", "Şükrü", "Siobhán", "Ada", "Grace", "Lukas", "Hana", "Mei", "Ji-woo", "Lars", "Aoife",
        "François", "Małgorzata", "Jiří", "Ana", "Mohammed", "Priya", "Ömer", "Chloé", "Søren", "Noa", "Luca", "Emma",
    ]
    static let familyNames = [
        "García", "Quarles", "Şahin", "O'Neill", "Okafor", "Becker", "Sato", "Müller", "Nowak", "Dvořák", "Rossi",
        "Jansen", "Kim", "Wang", "Silva", "Al-Farsi", "Patel", "Yılmaz", "Dubois", "Andersson", "Murphy", "Smith",
    ]

    /// `count` rows from `seed`; about one in twenty is wrong on purpose.
    static func rows(count: Int, seed: UInt64) -> [Row] {
        var random = SeededGenerator(state: seed)
        return (0..<count).map { index in
            let place = places.randomElement(using: &random)!  // a fixed, non-empty list
            var name = "\(givenNames.randomElement(using: &random)!) \(familyNames.randomElement(using: &random)!)"
            var country = place.spellings.randomElement(using: &random)!
            if Int.random(in: 0..<10, using: &random) == 0 { country = " \(country) " }
            var intended: String? = place.code
            let city = place.cities.randomElement(using: &random)!
            // The example's last four digits varied: the index keeps every number different.
            let digits = String(place.example.dropLast(4)) + String(format: "%04d", index % 10_000)
            var phone = Bool.random(using: &random) ? "+\(place.callingCode) \(digits)" : place.nationalPrefix + digits
            switch Int.random(in: 0..<60, using: &random) {
            case 0: phone = "12"
            case 1: name = "R2-D2 \(index)"
            case 2: country = "Atlantis"; intended = nil
            default: break
            }
            return Row(name: name, country: country, city: city, phone: phone, intendedCountry: intended)
        }
    }

    /// The rows as a CSV with `header` (names for name, country, city and phone, in this order).
    static func csv(_ rows: [Row], header: [String] = ["name", "country", "city", "phone"], separator: String = ",") -> String {
        func quoted(_ field: String) -> String {
            field.contains(separator) || field.contains("\"") ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
        }
        var text = header.joined(separator: separator) + "\r\n"
        for row in rows { text += [row.name, row.country, row.city, row.phone].map(quoted).joined(separator: separator) + "\r\n" }
        return text
    }
}
