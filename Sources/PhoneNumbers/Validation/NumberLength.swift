/// libphonenumber's verdict on the length of a national significant number.
package enum NumberLengthResult: Sendable {
    case isPossible, isPossibleLocalOnly, invalidCountryCode, tooShort, invalidLength, tooLong
}

enum NumberLength {
    /// Tests the length of the digits against the possible lengths of a type (the general description for
    /// `.unknown`), as `_test_number_length` does.
    static func test(_ digits: [UInt8], metadata: RegionMetadata, type: PhoneNumberType = .unknown) -> NumberLengthResult {
        test(count: digits.count, metadata: metadata, type: type)
    }

    static func test(count actual: Int, metadata: RegionMetadata, type: PhoneNumberType) -> NumberLengthResult {
        guard let description = metadata.description(type.descriptionKind) else { return .invalidLength }
        var possible = description.possibleLengths
        if possible.isEmpty { possible = metadata.general?.possibleLengths ?? .empty }
        var local = description.localOnlyLengths
        if type == .fixedLineOrMobile {
            if !(metadata.description(.fixedLine)?.hasPossibleLengthData ?? false) {
                return test(count: actual, metadata: metadata, type: .mobile)
            }
            if let mobile = metadata.description(.mobile), mobile.hasPossibleLengthData {
                possible = possible.union(
                    mobile.possibleLengths.isEmpty ? (metadata.general?.possibleLengths ?? .empty) : mobile.possibleLengths)
                local = local.union(mobile.localOnlyLengths)
            }
        }
        guard let minimum = possible.minimum, let maximum = possible.maximum else { return .invalidLength }
        if local.contains(actual) { return .isPossibleLocalOnly }
        if minimum == actual { return .isPossible }
        if minimum > actual { return .tooShort }
        if maximum < actual { return .tooLong }
        return possible.contains(actual) ? .isPossible : .invalidLength
    }
}
