import Foundation
import PhoneNumbers
import Testing

@Suite("PhoneNumber: Codable")
struct PhoneNumberCodableTests {
    struct Contact: Codable, Equatable {
        var name: String
        var phone: PhoneNumber
    }

    static let encodings: [(PhoneNumber, String)] = [
        (PhoneNumber(countryCode: 1, nationalNumber: 6_502_530_000), "\"+16502530000\""),
        (PhoneNumber(countryCode: 1, nationalNumber: 6_502_530_000, extension: "12"), "\"+16502530000;ext=12\""),
        (PhoneNumber(countryCode: 39, nationalNumber: 236_618_300, italianLeadingZero: true), "\"+390236618300\""),
        (PhoneNumber(countryCode: 800, nationalNumber: 12_345_678), "\"+80012345678\""),
    ]

    @Test(arguments: encodings)
    func encodesAsOneE164String(number: PhoneNumber, json: String) throws {
        #expect(String(decoding: try JSONEncoder().encode(number), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(PhoneNumber.self, from: Data(json.utf8)) == number)
    }

    static let internationalTexts: [(String, PhoneNumber)] = [
        ("+44 20 7031 3000", PhoneNumber(countryCode: 44, nationalNumber: 2_070_313_000)),
        ("tel:+1-650-253-0000;ext=7", PhoneNumber(countryCode: 1, nationalNumber: 6_502_530_000, extension: "7")),
        ("+1 (650) 253-0000 ext. 12", PhoneNumber(countryCode: 1, nationalNumber: 6_502_530_000, extension: "12")),
        ("＋４１４４６６８１８００", PhoneNumber(countryCode: 41, nationalNumber: 446_681_800)),
    ]

    @Test(arguments: internationalTexts)
    func decodesAnyInternationalText(text: String, number: PhoneNumber) throws {
        let json = try JSONEncoder().encode(text)
        #expect(try JSONDecoder().decode(PhoneNumber.self, from: json) == number)
    }

    /// National numbers, non-numbers and wrong JSON types fail without repeating what was sent.
    @Test(arguments: ["(650) 253-0000", "0446681800", "call me maybe", "", "+999 1234 5678", "+1 650 253 0000 0000 0000 00"])
    func rejectsTextWithoutTheNumberInTheError(text: String) throws {
        let json = Data("{\"name\":\"Ada\",\"phone\":\(String(decoding: try JSONEncoder().encode(text), as: UTF8.self))}".utf8)
        do {
            _ = try JSONDecoder().decode(Contact.self, from: json)
            Issue.record("decoded \(text)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.map(\.stringValue) == ["phone"])
            #expect(context.debugDescription.hasPrefix("Expected a phone number in international form: "))
            let digits = text.filter(\.isNumber)
            if digits.count >= 3 {
                #expect(!context.debugDescription.contains(digits), "\(context.debugDescription)")
            }
            #expect(!text.isEmpty ? !context.debugDescription.contains(text) : true)
        }
    }

    @Test func rejectsANonStringWithATypeMismatch() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PhoneNumber.self, from: Data("16502530000".utf8)) }
    }

    @Test func modelsRoundTrip() throws {
        let contacts = [
            Contact(name: "Ada", phone: try PhoneNumber(parsing: "020 7946 0958", defaultRegion: "GB")),
            Contact(name: "Grace", phone: try PhoneNumber(parsing: "(650) 253-0000 x 99", defaultRegion: "US")),
        ]
        let data = try JSONEncoder().encode(contacts)
        #expect(String(decoding: data, as: UTF8.self).contains("\"+16502530000;ext=99\""))
        #expect(try JSONDecoder().decode([Contact].self, from: data) == contacts)
        let plist = try PropertyListEncoder().encode(contacts)
        #expect(try PropertyListDecoder().decode([Contact].self, from: plist) == contacts)
    }
}
