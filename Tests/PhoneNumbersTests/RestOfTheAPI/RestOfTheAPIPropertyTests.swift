import FormKitTestSupport
import PhoneNumbers
import PropertyBased
import Testing

/// Random numbers of random regions: the laws the rest of the API keeps whatever the number.
@Suite struct RestOfTheAPIPropertyTests {
    static let regions = ["US", "GB", "DE", "FR", "IT", "JP", "BR", "AR", "MX", "CN", "IN", "AU", "CH", "RU"]

    /// A random number and the region it was made for: the region's example number with its last
    /// digits replaced, sometimes shortened, sometimes with an extension (nil only if a region of
    /// `regions` had no mobile example, which `everyRegionHasAMobileExample` rules out).
    static let numbers = zip(
        Gen<String?>.element(of: regions).map { $0 ?? "US" },
        Gen.int(in: 0...99_999),
        Gen.int(in: 0...3),
        Gen.int(in: 0...3)
    ).map { region, tail, cut, ext -> (region: String, number: PhoneNumber)? in
        guard var number = PhoneNumbering.exampleNumber(for: region, type: .mobile) else { return nil }
        number.nationalNumber = number.nationalNumber / 100_000 * 100_000 + UInt64(tail)
        for _ in 0..<cut { number.nationalNumber /= 10 }
        number.extension = ext == 0 ? "12" : nil
        return (region, number)
    }

    @Test func everyRegionHasAMobileExample() {
        for region in Self.regions {
            #expect(PhoneNumbering.exampleNumber(for: region, type: .mobile) != nil, "\(region)")
        }
    }

    @Test func matchingIsSymmetricAndReflexive() async {
        await propertyCheck(count: 300, input: zip(Self.numbers, Self.numbers)) { first, second in
            let first = try #require(first).number, second = try #require(second).number
            #expect(PhoneNumberMatchType(first, first) == .exactMatch)
            #expect(PhoneNumberMatchType(first, second) == PhoneNumberMatchType(second, first))
            #expect(PhoneNumberMatchType(first, first.formatted(.e164)) != .notANumber)
            var unknown = second
            unknown.countryCode = 0
            #expect(PhoneNumberMatchType(first, unknown) != .exactMatch)
        }
    }

    @Test func lengthsAndTruncationKeepTheirBounds() async {
        var truncates = ConditionTally("the number truncates to a valid one")
        await propertyCheck(count: 300, input: Self.numbers) { random in
            let number = try #require(random).number
            let digits = number.formatted(.e164).count - 1 - String(number.countryCode).count
            #expect(number.areaCodeLength <= number.nationalDestinationCodeLength)
            #expect(number.nationalDestinationCodeLength < max(digits, 1))
            let truncated = number.truncatedToValid()
            if truncates.count(truncated != nil), let truncated {
                #expect(truncated.isValid)
                #expect(number.formatted(.e164).hasPrefix(truncated.formatted(.e164)))
            }
            let verdict = number.possibility
            #expect(number.isPossible == (verdict == .isPossible || verdict == .isPossibleLocalOnly))
        }
        #expect(truncates.held >= 25, "\(truncates)")
    }

    /// Every format of the number, parsed in the number's region, is given back with the digits typed.
    @Test func theOriginalFormatKeepsEveryDigit() async {
        await propertyCheck(count: 300, input: Self.numbers) { random in
            let (region, number) = try #require(random)
            for text in [number.formatted(.national), number.formatted(.international), number.formatted(.e164)] {
                do {
                    let typed = try PhoneNumberAsTyped(parsing: text, defaultRegion: region)
                    let original = typed.formattedInOriginalFormat(from: region)
                    #expect(original.filter(\.isWholeNumber) == text.filter(\.isWholeNumber), "\(text)")
                } catch {
                    Issue.record("\(text) in \(region): \(error)")
                }
            }
        }
    }

    @Test func theEntryAgreesWithItsNumber() async {
        var typedNumber = ConditionTally("the entry has a number")
        await propertyCheck(count: 300, input: Self.numbers) { random in
            let (region, number) = try #require(random)
            var formatter = AsYouTypeFormatter(region: region)
            for character in number.formatted(.e164) {
                formatter.input(character)
                let entry = formatter.entry
                if typedNumber.count(entry.number != nil), let typed = entry.number {
                    #expect(entry.callingCode == typed.countryCode)
                }
                #expect(entry.isInternational)
                #expect(!entry.template.contains { $0.isWholeNumber })
            }
        }
        #expect(typedNumber.held >= 1_500, "\(typedNumber)")
    }
}

/// Fails to compile if a public type of the rest of the API stops being `Sendable`.
@Suite struct RestOfTheAPISendableTests {
    func requireSendable<T: Sendable>(_: T.Type) {}

    @Test func publicTypes() {
        requireSendable(PhoneNumberPossibility.self)
        requireSendable(PhoneNumberMatchType.self)
        requireSendable(PhoneNumberAsTyped.self)
        requireSendable(CountryCodeSource.self)
        requireSendable(PhoneEntry.self)
    }
}
