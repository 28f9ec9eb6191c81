import PhoneNumbers
import Testing

/// `isEmergencyNumber` and `connectsToEmergencyNumber` on text as typed. Cases follow libphonenumber's
/// ShortNumberInfoTest; every answer was checked against phonenumbers 9.0.43.
@Suite struct EmergencyNumberTests {
    @Test(arguments: [
        // (text, region, is an emergency number, connects to one)
        ("911", "US", true, true), ("112", "US", true, true), ("999", "US", false, false),
        ("9116666666", "US", false, true),  // more digits still connect in the US
        ("9-1-1", "US", true, true), ("1-1-2", "US", true, true), ("9-9-9", "US", false, false),
        ("+911", "US", false, false), ("\u{FF0B}911", "US", false, false), (" +911", "US", false, false),
        ("911", "BR", true, true), ("190", "BR", true, true), ("999", "BR", false, false),
        ("9111", "BR", false, false), ("1900", "BR", false, false),  // Brazil: exact numbers only
        ("131", "CL", true, true), ("133", "CL", true, true), ("1313", "CL", false, false), ("1330", "CL", false, false),
        ("118", "NI", true, true), ("1180", "NI", false, false),
        ("911", "AO", false, false), ("222123456", "AO", false, false),
        ("911", "ZW", false, false), ("01312345", "ZW", false, false), ("0711234567", "ZW", false, false),
        ("112", "FR", true, true), ("1120", "FR", false, true), ("000", "AU", true, true),
        ("tel:112", "DE", true, true), ("Tel: 110.", "DE", true, true), ("112/x3", "PL", true, true),
        ("\u{FF11}\u{FF11}\u{FF10}", "JP", true, true), ("\u{0661}\u{0662}\u{0662}", "EG", true, true),
        ("112", "ZZ", false, false), ("112", "XX", false, false), ("", "US", false, false),
        ("911", "GQ", false, false),  // a region without short-number data
    ])
    func emergencyNumbers(text: String, region: String, isEmergency: Bool, connects: Bool) {
        #expect(PhoneNumbering.isEmergencyNumber(text, region: region) == isEmergency)
        #expect(PhoneNumbering.connectsToEmergencyNumber(text, region: region) == connects)
    }

    @Test func everyRegionsEmergencyExampleIsAnEmergencyNumber() throws {
        var checked = 0
        for region in PhoneMetadataRegions.short {
            guard let example = ShortNumberExamples.example(region, .emergency) else { continue }
            #expect(PhoneNumbering.isEmergencyNumber(example, region: region), "\(region)")
            #expect(PhoneNumbering.connectsToEmergencyNumber(example, region: region), "\(region)")
            #expect(!PhoneNumbering.isEmergencyNumber("+" + example, region: region), "\(region)")
            checked += 1
        }
        #expect(checked > 230)
    }

    @Test func aMegabyteOfDigitsIsAnsweredWithoutTrouble() {
        let long = "911" + String(repeating: "1", count: 1 << 20)
        #expect(!PhoneNumbering.isEmergencyNumber(long, region: "US"))
        #expect(PhoneNumbering.connectsToEmergencyNumber(long, region: "US"))
    }
}
