import Foundation
import PhoneNumbers
import Testing

@Suite("PhoneNumberFormatter")
struct PhoneNumberFormatterTests {
    static let number = PhoneNumber(countryCode: 44, nationalNumber: 2_070_313_000)

    @Test func formatsNumbersAndStringsReadInTheDefaultRegion() {
        let formatter = PhoneNumberFormatter(defaultRegion: "US", style: .international)
        #expect(formatter.string(for: Self.number) == "+44 20 7031 3000")
        #expect(formatter.string(for: "(650) 253-0000") == "+1 650-253-0000")
        #expect(formatter.string(for: NSString(string: "650 253 0000")) == "+1 650-253-0000")
        formatter.style = .national
        #expect(formatter.string(for: "(650) 253-0000") == "(650) 253-0000")
        formatter.defaultRegion = nil
        #expect(formatter.string(for: "(650) 253-0000") == nil)
    }

    @Test func givesNilForAnythingElse() {
        let formatter: Formatter = PhoneNumberFormatter(defaultRegion: "US")
        #expect(formatter.string(for: 42) == nil)
        #expect(formatter.string(for: "not a number") == nil)
        #expect(formatter.string(for: Date()) == nil)
        #expect(formatter.editingString(for: "6502530000") == "+1 650-253-0000")
    }

    @Test func parsesIntoAPhoneNumber() {
        let formatter = PhoneNumberFormatter(defaultRegion: "GB")
        var object: AnyObject?
        var error: NSString?
        #expect(formatter.getObjectValue(&object, for: "020 7031 3000", errorDescription: &error))
        #expect(object as? PhoneNumber == Self.number)
        #expect(error == nil)
    }

    @Test func failsWithADescriptionThatDoesNotRepeatTheNumber() {
        let formatter = PhoneNumberFormatter(defaultRegion: nil)
        var object: AnyObject?
        var error: NSString?
        #expect(!formatter.getObjectValue(&object, for: "020 7031 3000", errorDescription: &error))
        #expect(object == nil)
        #expect(error.map(String.init) == "missing or unknown country calling code (INVALID_COUNTRY_CODE) at offset 0")
        #expect(!formatter.getObjectValue(nil, for: "x", errorDescription: nil))
    }

    @Test func survivesAnArchive() throws {
        let formatter = PhoneNumberFormatter(defaultRegion: "CH", style: .rfc3966)
        let archive = try NSKeyedArchiver.archivedData(withRootObject: formatter, requiringSecureCoding: false)
        let restored = try #require(try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(archive) as? PhoneNumberFormatter)
        #expect(restored.defaultRegion == "CH")
        #expect(restored.style == .rfc3966)
    }
}
