/// The checks of each section's layout, run once when a bundle is read, so that reading it afterwards
/// needs none: text sections are lines of printable ASCII, short-number region lines sorted by a
/// two-letter code, records well formed and sorted (``RecordReader``), and each automata section has one
/// automaton per pattern with every state number in range. Returns the
/// automata sections, read.
extension PlanBundle {
    func validateSections() throws(PlanBundleError) -> [PlanSection: PlanAutomata] {
        for section in PlanSection.allCases where section.isText {
            for byte in self.section(section) where byte != 0x0A && (byte < 0x20 || byte > 0x7E) {
                throw .malformedSection(section.rawValue, reason: "a byte that is not printable ASCII")
            }
        }
        try validateRegionLines(.shortRegions)
        let patternCount = lines(.groupingPatterns).count + lines(.otherPatterns).count
        return [
            .automata: try PlanAutomata(
                bytes: bytes, range: range(of: .automata), patternCount: patternCount, tag: PlanSection.automata.rawValue),
            .shortAutomata: try PlanAutomata(
                bytes: bytes, range: range(of: .shortAutomata), patternCount: lines(.shortPatterns).count,
                tag: PlanSection.shortAutomata.rawValue),
        ]
    }

    /// Every line starts with a two-letter upper-case region code and `;`, codes strictly ascending.
    private func validateRegionLines(_ section: PlanSection) throws(PlanBundleError) {
        var previous: Substring = ""
        for line in lines(section) {
            let code = line.prefix(2)
            guard line.utf8.count > 2, code.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }),
                line.utf8[line.utf8.index(line.utf8.startIndex, offsetBy: 2)] == UInt8(ascii: ";")
            else { throw .malformedSection(section.rawValue, reason: "a line without a region code") }
            guard code > previous else { throw .malformedSection(section.rawValue, reason: "regions out of order") }
            previous = code
        }
    }

    /// Reads every record of a record section, returning where each starts, by id (regions) or calling
    /// code (non-geographic): region ids two upper-case letters strictly ascending, non-geographic
    /// records `001` with calling codes strictly ascending.
    func recordOffsets(_ section: PlanSection) throws(PlanBundleError) -> [(key: String, offset: Int)] {
        var reader = RecordReader(
            bytes: bytes, range: range(of: section), tag: section.rawValue,
            patternCount: lines(.groupingPatterns).count + lines(.otherPatterns).count,
            groupingCount: lines(.groupingPatterns).count)
        var offsets: [(key: String, offset: Int)] = []
        var previousCode = -1
        while !reader.isAtEnd {
            let offset = reader.position
            let record = try reader.record()
            if section == .regions {
                guard record.id.utf8.count == 2, record.id.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else {
                    throw reader.fail("a record without a region code")
                }
                guard offsets.last.map({ $0.key < record.id }) ?? true else { throw reader.fail("regions out of order") }
                offsets.append((record.id, offset))
            } else {
                guard record.id == "001", record.callingCode > previousCode else {
                    throw reader.fail("non-geographic records out of order")
                }
                previousCode = record.callingCode
                offsets.append((String(record.callingCode), offset))
            }
        }
        return offsets
    }
}
