import PhoneNumbers

/// Inputs for the PhoneNumbers benchmarks, built from the example numbers of every region.
enum BenchmarkInputs {
    struct Input: Sendable {
        var text: String
        var region: String?
    }

    /// Every region's fixed-line and mobile example numbers, typed nationally with the region,
    /// internationally and as E.164 without one: 3 styles x 2 types x ~245 regions.
    static let mixed: [Input] = PhoneNumbering.supportedRegions.flatMap { region in
        [PhoneNumberType.fixedLine, .mobile].compactMap { PhoneNumbering.exampleNumber(for: region, type: $0) }
            .flatMap { number in
                [
                    Input(text: number.formatted(.national), region: region),
                    Input(text: number.formatted(.international), region: nil),
                    Input(text: number.formatted(.e164), region: nil),
                ]
            }
    }

    /// The mixed inputs, parsed.
    static let parsed: [PhoneNumber] = mixed.compactMap { try? PhoneNumber(parsing: $0.text, defaultRegion: $0.region) }

    /// Loads every plan by formatting an example number of every type of every region and entity.
    static func touchEveryPlan() -> Int {
        var characters = 0
        for region in PhoneNumbering.supportedRegions {
            for type in PhoneNumberType.allCases {
                characters += PhoneNumbering.exampleNumber(for: region, type: type)?.formatted().count ?? 0
            }
        }
        for code in PhoneNumbering.nonGeographicCallingCodes {
            characters += PhoneNumbering.exampleNumber(forNonGeographicCallingCode: code)?.formatted().count ?? 0
        }
        return characters
    }
}
