/// What dialling a short number costs the caller, as libphonenumber's `ShortNumberInfo` estimates it.
///
///     PhoneNumber("112", defaultRegion: "FR")?.shortNumberCost(dialledFrom: "FR")   // .tollFree
///     PhoneNumber("1000", defaultRegion: "FR")?.shortNumberCost(dialledFrom: "FR")  // .premiumRate
public enum ShortNumberCost: String, Sendable, CaseIterable {
    case tollFree = "TOLL_FREE"
    case standardRate = "STANDARD_RATE"
    case premiumRate = "PREMIUM_RATE"
    /// The number matches no cost category, or is not a short number of the region at all.
    case unknownCost = "UNKNOWN_COST"
}
