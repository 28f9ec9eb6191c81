import PhoneNumbers
import Testing

/// `appendFormatted(_:to:)` writes exactly the bytes of `formatted(_:)`, after what the buffer holds.
@Suite struct AppendingFormattedTests {
    static let styles: [PhoneNumberFormat] = [.e164, .international, .national, .rfc3966]

    @Test func appendsAfterWhatTheBufferHolds() throws {
        var output = Array("number: ".utf8)
        try PhoneNumber(parsing: "+41 44 668 18 00").appendFormatted(.rfc3966, to: &output)
        #expect(String(decoding: output, as: UTF8.self) == "number: tel:+41-44-668-18-00")
    }

    @Test(arguments: [
        "+1 650 253 0000 x 123", "+44 20 7031 3000", "+54 9 11 2345 6789", "+800 1234 5678", "+1 12",
        "+7 495 123 45 67 доб. 89", "+39 06 6988 4567", "+49 30 1234", "+262 269 61 23 45", "+881 0 1234567",
    ])
    func sameBytesAsTheStringAPI(input: String) throws {
        let number = try PhoneNumber(parsing: input)
        for style in Self.styles {
            var output: [UInt8] = []
            number.appendFormatted(style, to: &output)
            #expect(String(decoding: output, as: UTF8.self) == number.formatted(style))
        }
    }

    /// Every region's example numbers of every type, with an extension half the time, and a number
    /// whose calling code has no plan.
    @Test func sameBytesForEveryRegionsExamples() throws {
        var numbers = [PhoneNumber(countryCode: 999, nationalNumber: 1234), PhoneNumber(countryCode: 1234, nationalNumber: 5)]
        for region in PhoneNumbering.supportedRegions {
            for type in PhoneNumberType.allCases {
                guard var number = PhoneNumbering.exampleNumber(for: region, type: type) else { continue }
                numbers.append(number)
                number.extension = "42"
                numbers.append(number)
            }
        }
        #expect(numbers.count > 1_000)
        for number in numbers {
            for style in Self.styles {
                var output: [UInt8] = []
                number.appendFormatted(style, to: &output)
                #expect(String(decoding: output, as: UTF8.self) == number.formatted(style), "\(number) \(style)")
            }
        }
    }
}
