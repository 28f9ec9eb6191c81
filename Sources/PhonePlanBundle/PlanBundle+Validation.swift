import StandardLibrarySubstitutes

/// The checks of each section's layout, run once when a bundle is read, so that reading it afterwards
/// needs none: text sections are lines of printable ASCII, records well formed and sorted
/// (``RecordReader``), and each automata section has one automaton per pattern with every state number
/// in range. Returns the
/// automata sections, read.
extension PlanBundle {
    func validateSections() throws(PlanBundleError) -> (main: PlanAutomata, short: PlanAutomata) {
        for section in PlanSection.allCases where section.isText {
            for byte in self.section(section) where byte != 0x0A && (byte < 0x20 || byte > 0x7E) {
                throw .malformedSection(section.rawValue, reason: "a byte that is not printable ASCII")
            }
        }
        return (
            try PlanAutomata(
                bytes: storage, range: range(of: .automata), patternCount: patternCount, tag: PlanSection.automata.rawValue),
            try PlanAutomata(
                bytes: storage, range: range(of: .shortAutomata), patternCount: shortPatternCount,
                tag: PlanSection.shortAutomata.rawValue)
        )
    }

    /// Reads every short-number record, returning where each starts by region code (two upper-case
    /// letters, strictly ascending).
    func shortRecordOffsets() throws(PlanBundleError) -> [(key: String, offset: Int)] {
        var reader = reader(.shortRegions, from: range(of: .shortRegions).lowerBound)
        var offsets: [(key: String, offset: Int)] = []
        while !reader.isAtEnd {
            let offset = reader.position
            let record = try reader.shortRecord()
            guard record.id.utf8.count == 2, record.id.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else {
                throw reader.fail("a record without a region code")
            }
            guard offsets.last.map({ $0.key.utf8Precedes(record.id) }) ?? true else { throw reader.fail("regions out of order") }
            offsets.append((record.id, offset))
        }
        return offsets
    }

    /// Reads every entry of `CODE` or `ALTF`, returning where each starts by calling code (strictly
    /// ascending).
    func callingCodeOffsets(_ section: PlanSection) throws(PlanBundleError) -> [(key: Int, offset: Int)] {
        var reader = reader(section, from: range(of: section).lowerBound)
        var offsets: [(key: Int, offset: Int)] = []
        while !reader.isAtEnd {
            let offset = reader.position
            let code = section == .callingCodes ? try reader.callingCodeRegions().code : try reader.alternateFormats().code
            guard offsets.last.map({ $0.key < code }) ?? true else { throw reader.fail("calling codes out of order") }
            offsets.append((code, offset))
        }
        return offsets
    }

    /// A reader of a record section from an offset in it.
    func reader(_ section: PlanSection, from offset: Int) -> RecordReader {
        RecordReader(
            bytes: storage.buffer, range: offset..<range(of: section).upperBound, tag: section.rawValue,
            patternCount: section == .shortRegions ? shortPatternCount : patternCount,
            groupingCount: section == .shortRegions ? 0 : groupingPatternCount)
    }

    /// Reads every record of a record section, returning where each starts, by id (regions) or calling
    /// code (non-geographic): region ids two upper-case letters strictly ascending, non-geographic
    /// records `001` with calling codes strictly ascending.
    func recordOffsets(_ section: PlanSection) throws(PlanBundleError) -> [(key: String, offset: Int)] {
        var reader = reader(section, from: range(of: section).lowerBound)
        var offsets: [(key: String, offset: Int)] = []
        var previousCode = -1
        while !reader.isAtEnd {
            let offset = reader.position
            let record = try reader.record()
            if section == .regions {
                guard record.id.utf8.count == 2, record.id.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else {
                    throw reader.fail("a record without a region code")
                }
                guard offsets.last.map({ $0.key.utf8Precedes(record.id) }) ?? true else { throw reader.fail("regions out of order") }
                offsets.append((record.id, offset))
            } else {
                guard record.id.utf8Equals("001"), record.callingCode > previousCode else {
                    throw reader.fail("non-geographic records out of order")
                }
                previousCode = record.callingCode
                offsets.append((String(record.callingCode), offset))
            }
        }
        return offsets
    }
}
