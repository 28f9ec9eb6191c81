/// The checks of each section's layout, run once when a bundle is read, so that reading it afterwards
/// needs none: text sections are lines of printable ASCII, region lines sorted by a two-letter code, and
/// each automata section has one automaton per pattern with every state number in range. Returns the
/// automata sections, read.
extension PlanBundle {
    func validateSections() throws(PlanBundleError) -> [PlanSection: PlanAutomata] {
        for section in PlanSection.allCases where !section.isAutomata {
            for byte in self.section(section) where byte != 0x0A && (byte < 0x20 || byte > 0x7E) {
                throw .malformedSection(section.rawValue, reason: "a byte that is not printable ASCII")
            }
        }
        try validateRegionLines(.regions)
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
}
