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
        // The field's own plan is tried first wherever its calling code is read: a number of the field's
        // region is then found alive without trying the other plans of the code (25 share +1).
        let metadata = region.flatMap { MetadataStore.shared.metadata(forRegion: $0) }
        if international { return internationalAlive(digits[...], types: types, preferring: metadata) }
        guard let metadata else {
            // Without a region only a number written with `+` (or nothing yet) can be valid.
            return digits.isEmpty
        }
        if digits.isEmpty { return true }
        if nationalAlive(digits[...], callingCode: metadata.countryCode, first: metadata, types: types) { return true }
        // After the region's international dialling prefix, or a part of it.
        if let idd = metadata.internationalPrefixFilter {
            var state = idd.start
            for index in 0...digits.count {
                if idd.isAccepting(state) && internationalAlive(digits[index...], types: types, preferring: metadata) {
                    return true
                }
                guard index < digits.count else { return true }  // still a part of the prefix
                state = idd.next(state, digits[index])
                if state == DigitAutomaton.dead { break }
            }
        }
        // The region's own calling code written without `+`.
        return internationalAlive(digits[...], types: types, preferring: metadata, onlyCode: metadata.countryCode)
    }

    /// Whether the digits after a `+` (or an international prefix) can still become a valid number:
    /// a calling code (or the start of one) and then a national number; with `onlyCode`, only that code.
    /// `preferring`'s plan is tried first when the code is its.
    private static func internationalAlive(
        _ digits: ArraySlice<UInt8>, types: PhoneNumberTypeSet, preferring: RegionMetadata?, onlyCode: Int? = nil
    ) -> Bool {
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
                let first = preferring.flatMap { $0.countryCode == code ? $0 : nil }
                return nationalAlive(digits.dropFirst(length), callingCode: code, first: first, types: types)
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
    /// `callingCode` (`first`, the field's own, among them), read as they are or after the national
    /// prefix for parsing.
    ///
    /// The answer is whether any plan is alive, so the order is for speed only: every plan's cheap
    /// readings (``plainAlive(_:plan:types:)``) before any plan's reading through a rewriting prefix
    /// (``rewrittenAlive(_:plan:rule:types:)``, a backtracking match), and `first`'s before the others'.
    /// A Canadian number after +1 is then found in Canada's plan without matching the prefix rules
    /// of the 20 NANP islands listed before it.
    private static func nationalAlive(
        _ digits: ArraySlice<UInt8>, callingCode: Int, first: RegionMetadata?, types: PhoneNumberTypeSet
    ) -> Bool {
        if let first, plainAlive(digits, plan: first, types: types) { return true }
        let shared = CallingCodePlans.of(callingCode)
        for plan in shared?.plans ?? [] where plan !== first {
            if plainAlive(digits, plan: plan, types: types) { return true }
        }
        if let first, let rule = shared?.rule(of: first) ?? RewritingPrefixRule(plan: first),
            rewrittenAlive(digits, plan: first, rule: rule, types: types)
        {
            return true
        }
        for (plan, rule) in zip(shared?.plans ?? [], shared?.rules ?? []) where plan !== first {
            if let rule, rewrittenAlive(digits, plan: plan, rule: rule, types: types) { return true }
        }
        return false
    }

    /// A plan's readings that need no backtracking match: the digits as they are, after a prefix the
    /// national prefix for parsing matches when the plan strips it without rewriting (most plans'
    /// `0`), or still inside such a prefix.
    private static func plainAlive(_ digits: ArraySlice<UInt8>, plan: RegionMetadata, types: PhoneNumberTypeSet) -> Bool {
        if numberAlive(digits, plan: plan, types: types) { return true }
        guard let prefix = plan.nationalPrefixForParsingFilter, !rewritesPrefix(plan) else { return false }
        var state = prefix.start
        for index in digits.indices {
            state = prefix.next(state, digits[index])
            if state == DigitAutomaton.dead { return false }
            if prefix.isAccepting(state) && numberAlive(digits[(index + 1)...], plan: plan, types: types) { return true }
        }
        return true  // the digits are still a part of the national prefix
    }

    /// A plan's reading through its prefix rule that rewrites the digits (the NANP islands' local
    /// numbers, Argentina, Brazil): its pattern may end with `$`, so only the match the parser would
    /// take now tells the number; or the digits may be on the way to another alternative of it.
    private static func rewrittenAlive(
        _ digits: ArraySlice<UInt8>, plan: RegionMetadata, rule: RewritingPrefixRule, types: PhoneNumberTypeSet
    ) -> Bool {
        guard plan.nationalPrefixForParsingFilter != nil, let pattern = plan.nationalPrefixForParsing else { return false }
        // The partial reading first: it needs no match, and it is alive for most of what it is asked.
        // Then the match, unless no alternative of the pattern can match (the refused keystrokes after
        // a whole number, which would otherwise each run it through all 20 NANP islands' rules).
        return partialAlive(digits, rule: rule, plan: plan, types: types)
            || (rule.mayMatch(digits) && firstMatchAlive(digits, pattern: pattern, plan: plan, types: types))
    }

    /// Whether the plan's national prefix for parsing comes with a rule that rewrites the digits.
    private static func rewritesPrefix(_ plan: RegionMetadata) -> Bool {
        plan.nationalPrefixForParsing != nil && !(plan.nationalPrefixTransformRule ?? "").isEmpty
    }

    /// Whether the digits, read through each alternative of a rewriting prefix rule, can become a
    /// number: a fixed string of digit classes they start (`0`, `180020`), or that they start with
    /// and then a number; or a local number (`(…)$` rewritten by `<digits>\1`: the NANP islands,
    /// Jersey…), whose number is the rule's digits and then these. An alternative the check cannot
    /// read counts as alive.
    private static func partialAlive(
        _ digits: ArraySlice<UInt8>, rule: RewritingPrefixRule, plan: RegionMetadata, types: PhoneNumberTypeSet
    ) -> Bool {
        for alternative in rule.alternatives {
            switch alternative {
            case .classes(let classes):
                guard zip(digits, classes).allSatisfy({ $1.contains(Int($0)) }) else { continue }
                // Started, or matched: then the number after it (the parser takes this alternative
                // once the others no longer match).
                if digits.count < classes.count { return true }
                if numberAlive(digits.dropFirst(classes.count), plan: plan, types: types) { return true }
            case .localNumber(let prefix, _, _):
                if numberAlive((prefix + digits)[...], plan: plan, types: types) { return true }
            case .unread:
                return true
            }
        }
        return false
    }

    /// Whether the digits, after the prefix the parser would strip now (rewritten by the plan's
    /// transform rule when its last group matched), can still become a number of an allowed type.
    private static func firstMatchAlive(
        _ digits: ArraySlice<UInt8>, pattern: DigitPattern, plan: RegionMetadata, types: PhoneNumberTypeSet
    ) -> Bool {
        // The filter reads `$` as matching anywhere, so a prefix the pattern matches is one it matches:
        // when it matches none, neither does the pattern (the parser's own test before its match).
        guard plan.nationalPrefixForParsingFilter?.matchesPrefix(of: digits) ?? true else { return false }
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
