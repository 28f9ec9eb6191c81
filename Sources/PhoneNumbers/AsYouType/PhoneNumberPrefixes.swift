import PhoneNumberMetadata

/// Whether the characters typed so far into a phone field can still become a valid number of the
/// allowed types: what a strict field asks before it takes a keystroke.
///
/// The digits are read every way libphonenumber's `parse` may read them once the number is whole:
/// after a `+`; as a national number, with or without the region's national prefix (and carrier
/// code); after the region's international dialling prefix; after the region's own calling code
/// written without `+`. Each reading is alive while the automaton of an allowed type, in some plan
/// sharing the calling code, is not in its dead state and the digits are no longer than that type's
/// longest number. The typed characters are dead when every reading is.
///
///     PhoneNumberPrefixes.canBecomeValid(Array("650253".utf8), region: "US", types: .all)       // true
///     PhoneNumberPrefixes.canBecomeValid(Array("65025300001".utf8), region: "US", types: .all)  // false
enum PhoneNumberPrefixes {
    /// `typed`: ASCII digits, with a `+` first when the number is written with one.
    static func canBecomeValid(_ typed: some Collection<UInt8>, region: String?, types: PhoneNumberTypeSet) -> Bool {
        var digits: [UInt8] = []
        digits.reserveCapacity(typed.count)
        var international = false
        for byte in typed {
            if byte == UInt8(ascii: "+") && digits.isEmpty && !international {
                international = true
            } else if byte >= 0x30 && byte <= 0x39 {
                digits.append(byte - 0x30)
            }
        }
        if international { return internationalAlive(digits[...], types: types) }
        guard let region, let metadata = MetadataStore.shared.metadata(forRegionIgnoringCase: region) else {
            // Without a region only a number written with `+` (or nothing yet) can be valid.
            return digits.isEmpty
        }
        if digits.isEmpty { return true }
        if nationalAlive(digits[...], callingCode: metadata.countryCode, first: metadata, types: types) { return true }
        // After the region's international dialling prefix, or a part of it.
        if let idd = metadata.internationalPrefixFilter {
            var state = DigitAutomaton.start
            for index in 0...digits.count {
                if idd.isAccepting(state) && internationalAlive(digits[index...], types: types) { return true }
                guard index < digits.count else { return true }  // still a part of the prefix
                state = idd.next(state, digits[index])
                if state == DigitAutomaton.dead { break }
            }
        }
        // The region's own calling code written without `+`.
        return internationalAlive(digits[...], types: types, onlyCode: metadata.countryCode)
    }

    /// Whether the digits after a `+` (or an international prefix) can still become a valid number:
    /// a calling code (or the start of one) and then a national number; with `onlyCode`, only that code.
    private static func internationalAlive(_ digits: ArraySlice<UInt8>, types: PhoneNumberTypeSet, onlyCode: Int? = nil) -> Bool {
        guard let first = digits.first else { return true }
        if first == 0 { return false }
        var code = 0
        for length in 1...3 {
            guard digits.count >= length else {
                // The digits are the start of a calling code when one begins with them.
                return startsCallingCode(code, length: length - 1, only: onlyCode)
            }
            code = code * 10 + Int(digits[digits.startIndex + length - 1])
            if MetadataStore.shared.isAssigned(callingCode: code) {
                if let onlyCode, onlyCode != code { return false }
                return nationalAlive(digits.dropFirst(length), callingCode: code, first: nil, types: types)
            }
        }
        return false
    }

    /// Whether an assigned calling code (or `only`) begins with the `length` digits of `prefix`.
    private static func startsCallingCode(_ prefix: Int, length: Int, only: Int?) -> Bool {
        var low = prefix
        var count = 1
        for _ in length..<3 {
            low *= 10
            count *= 10
            for code in low..<(low + count) where only.map({ $0 == code }) ?? MetadataStore.shared.isAssigned(callingCode: code) {
                return true
            }
        }
        return false
    }

    /// Whether the digits can still become a valid national number of one of the plans of
    /// `callingCode` (`first`, the field's own, tried first), read as they are or after the
    /// national prefix for parsing.
    private static func nationalAlive(
        _ digits: ArraySlice<UInt8>, callingCode: Int, first: RegionMetadata?, types: PhoneNumberTypeSet
    ) -> Bool {
        if let first, planAlive(digits, plan: first, types: types) { return true }
        let store = MetadataStore.shared
        let regions = store.regions(forCallingCode: callingCode)
        for region in regions {
            guard let plan = store.metadata(forCallingCode: callingCode, region: region), plan !== first else { continue }
            if planAlive(digits, plan: plan, types: types) { return true }
        }
        return false
    }

    /// ``nationalAlive(_:callingCode:first:types:)`` in one plan: the digits as they are, after each
    /// prefix the national prefix for parsing matches, or still inside such a prefix.
    private static func planAlive(_ digits: ArraySlice<UInt8>, plan: RegionMetadata, types: PhoneNumberTypeSet) -> Bool {
        if numberAlive(digits, plan: plan, types: types) { return true }
        guard let prefix = plan.nationalPrefixForParsingFilter else { return false }
        // A rule that rewrites the digits (the NANP islands' local numbers, Argentina, Brazil): the
        // rewritten number of the match the parser would take now.
        if let pattern = plan.nationalPrefixForParsing, !(plan.nationalPrefixTransformRule ?? "").isEmpty,
            transformedAlive(digits, pattern: pattern, plan: plan, types: types)
        {
            return true
        }
        var state = DigitAutomaton.start
        for index in digits.indices {
            state = prefix.next(state, digits[index])
            if state == DigitAutomaton.dead { return false }
            if prefix.isAccepting(state) && numberAlive(digits[(index + 1)...], plan: plan, types: types) { return true }
        }
        return true  // the digits are still a part of the national prefix
    }

    /// Whether the digits, rewritten by the plan's transform rule as the parser would rewrite them
    /// now, can still become a number of an allowed type.
    private static func transformedAlive(
        _ digits: ArraySlice<UInt8>, pattern: DigitPattern, plan: RegionMetadata, types: PhoneNumberTypeSet
    ) -> Bool {
        let number = Array(digits)
        guard let match = pattern.firstMatch(in: number, captureCount: plan.nationalPrefixForParsingGroupCount),
            let last = match.groups.last, last != nil
        else { return false }
        var transformed = Template.expand(plan.nationalPrefixTransformRule ?? "", groups: match.groups, digits: number)
        transformed.append(contentsOf: number[match.end...])
        return numberAlive(transformed[...], plan: plan, types: types)
    }

    /// Whether the national significant digits so far can still become a number of an allowed type
    /// in the plan.
    private static func numberAlive(_ digits: ArraySlice<UInt8>, plan: RegionMetadata, types: PhoneNumberTypeSet) -> Bool {
        guard let general = plan.general, aliveIn(general, digits) else { return false }
        for (bit, kind) in PhoneNumberTypeSet.descriptionKinds.enumerated()
        where types.contains(PhoneNumberTypeSet(rawValue: 1 << UInt16(bit))) {
            if let description = plan.description(kind), aliveIn(description, digits, general: general) { return true }
            // A FIXED_LINE_OR_MOBILE plan: its fixed-line numbers are mobile numbers too.
            if kind == .mobile, plan.sameMobileAndFixedLinePattern, let fixed = plan.description(.fixedLine),
                aliveIn(fixed, digits, general: general)
            {
                return true
            }
        }
        return false
    }

    /// Whether the automaton of a description is not dead after the digits, and they are no longer
    /// than its longest number (the general description's when it lists no lengths).
    private static func aliveIn(_ description: NumberDescription, _ digits: ArraySlice<UInt8>, general: NumberDescription? = nil) -> Bool {
        guard let automaton = description.automaton, description.possibleLengths != .noNumbers else { return false }
        let lengths = description.possibleLengths.isEmpty ? (general?.possibleLengths ?? .empty) : description.possibleLengths
        if let longest = lengths.maximum, digits.count > longest { return false }
        return automaton.canExtend(digits)
    }
}
