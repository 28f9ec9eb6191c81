
/// Short numbers (emergency numbers, short codes) as libphonenumber's `ShortNumberInfo` judges them.
///
/// A short number is parsed like any other, in the region it is dialled from, and then judged against
/// that region's short-number plan. The `dialledFrom:` forms answer for one region: false (or
/// ``ShortNumberCost/unknownCost``) when the number's calling code is not the region's. The forms
/// without a region answer for the regions of the number's calling code.
///
///     let number = PhoneNumber("112", defaultRegion: "FR")!
///     number.isValidShortNumber(dialledFrom: "FR")  // true
///     number.shortNumberCost(dialledFrom: "FR")     // .tollFree
///     number.isValidShortNumber(dialledFrom: "DE")  // false: +33 is not dialled from Germany
extension PhoneNumber {
    /// Whether the number has a length of the region's short numbers (`is_possible_short_number_for_region`),
    /// a more lenient test than ``isValidShortNumber(dialledFrom:)``.
    ///
    ///     PhoneNumber("123456", defaultRegion: "FR")?.isPossibleShortNumber(dialledFrom: "FR")  // true
    public func isPossibleShortNumber(dialledFrom region: String) -> Bool {
        guard let plan = shortNumberPlan(dialledFrom: region) else { return false }
        return plan.hasPossibleLength(nationalSignificantLength)
    }

    /// Whether the number has a short-number length in any region of its calling code
    /// (`is_possible_short_number`).
    ///
    ///     PhoneNumber("+33 1234")?.isPossibleShortNumber  // true
    public var isPossibleShortNumber: Bool {
        let length = nationalSignificantLength
        return ShortNumberRegions(callingCode: countryCode).contains { region in
            ShortNumberPlans.shared.plan(forRegion: region)?.hasPossibleLength(length) ?? false
        }
    }

    /// Whether the number matches the region's short-number patterns (`is_valid_short_number_for_region`).
    /// It says nothing of whether the number is in use.
    ///
    ///     PhoneNumber("1010", defaultRegion: "FR")?.isValidShortNumber(dialledFrom: "FR")  // true
    ///     PhoneNumber("123456", defaultRegion: "FR")?.isValidShortNumber(dialledFrom: "FR")  // false
    public func isValidShortNumber(dialledFrom region: String) -> Bool {
        guard let plan = shortNumberPlan(dialledFrom: region) else { return false }
        return withNationalSignificantDigits { plan.matches($0, .general) && plan.matches($0, .shortCode) }
    }

    /// Whether the number is a valid short number in a region of its calling code (`is_valid_short_number`).
    ///
    ///     PhoneNumber("+1 911")?.isValidShortNumber  // true
    public var isValidShortNumber: Bool {
        withNationalSignificantDigits { digits in
            guard let plan = planOfShortNumberRegion(digits) else { return false }
            // Among several regions, the one found is the first whose short codes the digits match.
            if ShortNumberRegions(callingCode: countryCode).isShared { return true }
            return plan.matches(digits, .general) && plan.matches(digits, .shortCode)
        }
    }

    /// What calling the number costs from the region (`expected_cost_for_region`). Emergency numbers
    /// are toll free; nothing is implied about validity.
    ///
    ///     PhoneNumber("1000", defaultRegion: "FR")?.shortNumberCost(dialledFrom: "FR")  // .premiumRate
    ///     PhoneNumber("611", defaultRegion: "FR")?.shortNumberCost(dialledFrom: "FR")   // .standardRate
    public func shortNumberCost(dialledFrom region: String) -> ShortNumberCost {
        guard let plan = shortNumberPlan(dialledFrom: region) else { return .unknownCost }
        return withNationalSignificantDigits { Self.cost(of: $0, plan: plan) }
    }

    /// The highest cost of the number in the regions of its calling code (`expected_cost`), in the
    /// order premium rate, unknown cost, standard rate, toll free: a number of unknown cost in one
    /// region may be premium rate there.
    ///
    ///     PhoneNumber("+33 112")?.shortNumberCost  // .tollFree
    ///     PhoneNumber("+1 911")?.shortNumberCost   // .unknownCost: 911 has no cost category in some NANPA regions
    public var shortNumberCost: ShortNumberCost {
        withNationalSignificantDigits { digits in
            var highest = ShortNumberCost.tollFree
            var any = false
            for region in ShortNumberRegions(callingCode: countryCode) {
                any = true
                let plan = ShortNumberPlans.shared.plan(forRegion: region)
                switch plan.map({ Self.cost(of: digits, plan: $0) }) ?? .unknownCost {
                case .premiumRate: return .premiumRate
                case .unknownCost: return .unknownCost
                case .standardRate: highest = .standardRate
                case .tollFree: break
                }
            }
            return any ? highest : .unknownCost
        }
    }

    /// Whether the number reaches a different place, or none, depending on the caller's carrier, when
    /// dialled from the region (`is_carrier_specific_for_region`); nothing is implied about validity.
    ///
    ///     PhoneNumber("224", defaultRegion: "FR")?.isCarrierSpecific(dialledFrom: "FR")  // true
    public func isCarrierSpecific(dialledFrom region: String) -> Bool {
        guard let plan = shortNumberPlan(dialledFrom: region) else { return false }
        return withNationalSignificantDigits { plan.matches($0, .carrierSpecific) }
    }

    /// Whether the number is carrier specific in the region of its calling code where it is a valid
    /// short number, or the only region of that code (`is_carrier_specific`).
    ///
    ///     PhoneNumber("+1 211")?.isCarrierSpecific  // true
    public var isCarrierSpecific: Bool {
        withNationalSignificantDigits { digits in
            planOfShortNumberRegion(digits)?.matches(digits, .carrierSpecific) ?? false
        }
    }

    /// Whether the number is meant mainly for text messages when dialled from the region
    /// (`is_sms_service_for_region`); nothing is implied about validity.
    ///
    ///     PhoneNumber("114", defaultRegion: "FR")?.isSMSService(dialledFrom: "FR")  // true
    public func isSMSService(dialledFrom region: String) -> Bool {
        guard let plan = shortNumberPlan(dialledFrom: region) else { return false }
        return withNationalSignificantDigits { plan.matches($0, .smsServices) }
    }
}

extension PhoneNumber {
    /// The short-number plan of the region, when the number's calling code is the region's.
    private func shortNumberPlan(dialledFrom region: String) -> ShortNumberPlan? {
        guard let plan = ShortNumberPlans.shared.plan(forRegion: region), plan.callingCode == countryCode
        else { return nil }
        return plan
    }

    /// The plan of the region libphonenumber's `regionCodeForShortNumberFromRegionList` picks: the only
    /// region of the calling code, or the first of several whose short codes the digits match. Nil when
    /// there is none, or it has no short-number plan.
    private func planOfShortNumberRegion(_ digits: UnsafeBufferPointer<UInt8>) -> ShortNumberPlan? {
        let regions = ShortNumberRegions(callingCode: countryCode)
        guard regions.isShared else {
            var only = regions.makeIterator()
            return only.next().flatMap { ShortNumberPlans.shared.plan(forRegion: $0) }
        }
        for region in regions {
            if let plan = ShortNumberPlans.shared.plan(forRegion: region), plan.matches(digits, .shortCode) {
                return plan
            }
        }
        return nil
    }

    /// The cost of the digits in a plan, most expensive category first, emergency numbers toll free.
    private static func cost(of digits: UnsafeBufferPointer<UInt8>, plan: ShortNumberPlan) -> ShortNumberCost {
        guard plan.hasPossibleLength(digits.count) else { return .unknownCost }
        if plan.matches(digits, .premiumRate) { return .premiumRate }
        if plan.matches(digits, .standardRate) { return .standardRate }
        if plan.matches(digits, .tollFree) { return .tollFree }
        if plan.description(.emergency)?.automaton?.matches(digits: digits) ?? false { return .tollFree }
        return .unknownCost
    }
}
