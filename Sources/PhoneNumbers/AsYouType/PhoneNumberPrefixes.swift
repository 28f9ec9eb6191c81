import PhoneNumberMetadata
import DigitPatterns

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
    /// `typed`: ASCII digits, with a `+` first when the number is written with one; `region` an
    /// upper-case code (a field's).
    static func canBecomeValid(_ typed: [UInt8], region: String?, types: PhoneNumberTypeSet) -> Bool {
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
        guard let region, let metadata = MetadataStore.shared.metadata(forRegion: region) else {
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
        guard callingCode >= 0, callingCode < NumberClassifier.regionLists.count else { return false }
        for region in NumberClassifier.regionLists[callingCode] {
            guard let plan = store.metadata(forCallingCode: callingCode, region: region), plan !== first else { continue }
            if planAlive(digits, plan: plan, types: types) { return true }
        }
        return false
    }

    /// ``nationalAlive(_:callingCode:first:types:)`` in one plan: the digits as they are, after a
    /// prefix the national prefix for parsing matches, or still inside such a prefix.
    private static func planAlive(_ digits: ArraySlice<UInt8>, plan: RegionMetadata, types: PhoneNumberTypeSet) -> Bool {
        if numberAlive(digits, plan: plan, types: types) { return true }
        guard let prefix = plan.nationalPrefixForParsingFilter else { return false }
        // A rule that rewrites the digits (the NANP islands' local numbers, Argentina, Brazil): its
        // pattern may end with `$`, so only the match the parser would take now tells the number.
        if let pattern = plan.nationalPrefixForParsing, !(plan.nationalPrefixTransformRule ?? "").isEmpty {
            return firstMatchAlive(digits, pattern: pattern, plan: plan, types: types)
                || partialAlive(digits, pattern: pattern, plan: plan, types: types)
        }
        var state = DigitAutomaton.start
        for index in digits.indices {
            state = prefix.next(state, digits[index])
            if state == DigitAutomaton.dead { return false }
            if prefix.isAccepting(state) && numberAlive(digits[(index + 1)...], plan: plan, types: types) { return true }
        }
        return true  // the digits are still a part of the national prefix
    }

    /// Whether the digits, read through each alternative of a rewriting prefix pattern, can become a
    /// number: an alternative without groups they start (`0`, `180020`; one that is not a fixed
    /// string of digit classes counts as started), or that they start with and then a number; or `(…)$` rewritten by a rule
    /// `<digits>\1` (the local numbers of the NANP islands, Jersey…), whose number starts with the
    /// rule's digits and then these. Any other alternative with groups counts as alive.
    private static func partialAlive(
        _ digits: ArraySlice<UInt8>, pattern: DigitPattern, plan: RegionMetadata, types: PhoneNumberTypeSet
    ) -> Bool {
        let alternatives: [DigitPattern]
        if case .choice(let choices) = pattern { alternatives = choices } else { alternatives = [pattern] }
        for alternative in alternatives {
            if alternative.captureCount == 0 {
                guard let classes = digitClasses(of: alternative) else { return true }
                guard zip(digits, classes).allSatisfy({ $1.contains(Int($0)) }) else { continue }
                // Started, or matched: then the number after it (the parser takes this alternative
                // once the others no longer match).
                if digits.count < classes.count { return true }
                if numberAlive(digits.dropFirst(classes.count), plan: plan, types: types) { return true }
                continue
            }
            guard case .sequence(let parts) = alternative, parts.count == 2, case .capture(_, index: 1) = parts[0],
                case .endOfInput = parts[1], let literal = literalBeforeGroupOne(plan.nationalPrefixTransformRule ?? "")
            else { return true }
            if numberAlive((literal + digits)[...], plan: plan, types: types) { return true }
        }
        return false
    }

    /// The digit class of each place of a pattern that is a fixed string of classes (`180020`,
    /// `[0-2]\d{3}`); nil for any other.
    private static func digitClasses(of pattern: DigitPattern) -> [DigitSet]? {
        switch pattern {
        case .digits(let set): return [set]
        case .sequence(let parts):
            var classes: [DigitSet] = []
            for part in parts {
                guard let more = digitClasses(of: part) else { return nil }
                classes += more
            }
            return classes
        case .repetition(let body, let minimum, let maximum) where maximum == minimum:
            guard let one = digitClasses(of: body) else { return nil }
            return Array([[DigitSet]](repeating: one, count: minimum).joined())
        default: return nil
        }
    }

    /// The digits of a transform rule `<digits>\1` (as values), nil for a rule of another form.
    private static func literalBeforeGroupOne(_ rule: String) -> [UInt8]? {
        let bytes = Array(rule.utf8)
        guard bytes.count >= 2, bytes[bytes.count - 2] == UInt8(ascii: "\\"), bytes[bytes.count - 1] == UInt8(ascii: "1")
        else { return nil }
        var literal: [UInt8] = []
        for byte in bytes.dropLast(2) {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            literal.append(byte - 0x30)
        }
        return literal
    }

    /// Whether the digits, after the prefix the parser would strip now (rewritten by the plan's
    /// transform rule when its last group matched), can still become a number of an allowed type.
    private static func firstMatchAlive(
        _ digits: ArraySlice<UInt8>, pattern: DigitPattern, plan: RegionMetadata, types: PhoneNumberTypeSet
    ) -> Bool {
        let number = Array(digits)
        guard let match = pattern.firstMatch(in: number, captureCount: plan.nationalPrefixForParsingGroupCount) else {
            return false
        }
        guard let last = match.groups.last, last != nil else {
            return numberAlive(number[match.end...], plan: plan, types: types)
        }
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
