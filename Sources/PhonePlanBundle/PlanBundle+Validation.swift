import StandardLibrarySubstitutes

/// The checks of each section's layout, run once when a bundle is read, so that reading it afterwards
/// needs none: text sections are lines of printable ASCII, records well formed and sorted
/// (``RecordReader``), and each automata section has one automaton per pattern with every state number
/// in range. Returns the
/// automata sections, read.
extension PlanBundle {
    /// With `checksWhole` false (the built-in bundle), the texts are not checked and the short-number
    /// graph is left for its first question.
    func validateSections(checksWhole: Bool) throws(PlanBundleError) -> (main: PlanAutomata, short: PlanAutomata?) {
        for section in PlanSection.allCases where checksWhole && section.isText {
            for byte in self.section(section) where byte != 0x0A && (byte < 0x20 || byte > 0x7E) {
                throw .malformedSection(section.rawValue, reason: "a byte that is not printable ASCII")
            }
        }
        return (
            try PlanAutomata(
                bytes: storage, range: range(of: .automata), patternCount: patternCount, tag: PlanSection.automata.rawValue),
            checksWhole ? try shortAutomata() : nil
        )
    }

    /// ``PlanSection/shortAutomata``, read and indexed.
    func shortAutomata() throws(PlanBundleError) -> PlanAutomata {
        try PlanAutomata(
            bytes: storage, range: range(of: .shortAutomata), patternCount: shortPatternCount,
            tag: PlanSection.shortAutomata.rawValue)
    }

    /// Where each record starts, by ``PlanSection/indexedRecords``, from the lengths
    /// ``PlanSection/recordOffsets`` gives (which must add up to each section's length); nil when the
    /// bundle has none (the section is empty).
    func storedRecordOffsets() throws(PlanBundleError) -> [[Int]]? {
        let range = range(of: .recordOffsets)
        if range.isEmpty { return nil }
        var reader = reader(.recordOffsets, from: range.lowerBound)
        var offsets: [[Int]] = []
        for section in PlanSection.indexedRecords {
            let records = self.range(of: section)
            var start = records.lowerBound
            let count = try reader.number()
            guard count <= records.count else { throw reader.fail("more records than bytes") }
            var starts: [Int] = []
            starts.reserveCapacity(count)
            for _ in 0..<count {
                let length = try reader.number()
                guard length > 0, length <= records.upperBound - start else { throw reader.fail("lengths past the section") }
                starts.append(start)
                start += length
            }
            guard start == records.upperBound else { throw reader.fail("lengths that are not the section's") }
            offsets.append(starts)
        }
        guard reader.isAtEnd else { throw reader.fail("bytes left over") }
        return offsets
    }

    /// Where each record of `RGNS`, `NGEO` or `SREC` starts, by key, from offsets ``PlanSection/recordOffsets``
    /// gave: only each record's key is read (its id; for `NGEO` its calling code), the rest when it is.
    func storedKeys(_ section: PlanSection, _ starts: [Int]) throws(PlanBundleError) -> [(key: String, offset: Int)] {
        var keys: [(key: String, offset: Int)] = []
        keys.reserveCapacity(starts.count)
        for start in starts {
            var reader = reader(section, from: start)
            let id = try reader.string() ?? ""
            keys.append((section == .nonGeographic ? String(try reader.number()) : id, start))
        }
        return keys
    }

    /// Where each entry of `CODE` or `ALTF` starts, by calling code, from offsets
    /// ``PlanSection/recordOffsets`` gave.
    func storedCodes(_ section: PlanSection, _ starts: [Int]) throws(PlanBundleError) -> [(key: Int, offset: Int)] {
        var codes: [(key: Int, offset: Int)] = []
        codes.reserveCapacity(starts.count)
        for start in starts {
            var reader = reader(section, from: start)
            codes.append((try reader.number(), start))
        }
        return codes
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
