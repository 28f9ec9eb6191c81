import PhoneNumbers
import PhonePlanBundle

/// A numbering-plan bundle being handed over through ``Exchange``, a piece at a time (a bundle is
/// larger than the text area).
enum MetadataLoading {
    nonisolated(unsafe) static var pending: [UInt8] = []
}

/// Takes `count` bytes of a bundle from the text area; with `isLast` 1 the bundle ends there and
/// replaces the plans (``PhoneNumbering/loadMetadata(_:)``, which checks it whole). `.ok` once loaded
/// or while pieces are still coming. `.rejected` when the bundle is refused, the plans in use staying:
/// slot 0 is the ``PlanBundleError`` case (0 truncated, 1 bad magic, 2 unsupported version, 3 checksum
/// mismatch, 4 a section out of bounds, 5 missing, 6 malformed), slots 1 and 2 its numbers (expected
/// and actual length, the version and the one read, expected and actual checksum), and the output
/// the section's tag then the reason, their lengths in slots 3 and 4. formkit.mjs words them as
/// `PlanBundleError.description` does, so that the page links no number formatting for them.
@_cdecl("fk_load_metadata")
func fkLoadMetadata(_ count: Int32, _ isLast: Int32) -> Int32 {
    for byte in Exchange.textBytes(Int(count)) { MetadataLoading.pending.append(byte) }
    guard isLast == 1 else { return Exchange.Status.ok.rawValue }
    let bytes = MetadataLoading.pending
    MetadataLoading.pending = []
    do throws(PlanBundleError) {
        try PhoneNumbering.loadMetadata(bytes)
        return Exchange.Status.ok.rawValue
    } catch {
        var (kind, first, second, tag, reason) = (0, 0, 0, "", "")
        switch error {
        case .truncated(let expected, let actual): (first, second) = (expected, actual)
        case .badMagic: kind = 1
        case .unsupportedVersion(let version): (kind, first, second) = (2, Int(version), Int(PlanBundle.formatVersion))
        case .checksumMismatch(let expected, let actual):
            (kind, first, second) = (3, Int(truncatingIfNeeded: expected), Int(truncatingIfNeeded: actual))
        case .sectionOutOfBounds(let section): (kind, tag) = (4, section)
        case .missingSection(let section): (kind, tag) = (5, section)
        case .malformedSection(let section, let why): (kind, tag, reason) = (6, section, why)
        }
        _ = Exchange.writeOutputs([tag, reason], firstSlot: 3)
        Exchange.setSlot(0, kind)
        Exchange.setSlot(1, first)
        Exchange.setSlot(2, second)
        return Exchange.Status.rejected.rawValue
    }
}
