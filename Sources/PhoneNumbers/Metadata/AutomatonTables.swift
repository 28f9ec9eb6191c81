import PhoneNumberMetadata

/// The automata of the plans, by pattern index. The tables were compiled at generation time and live in
/// the metadata's string literals, so an automaton is a small handle read in place: nothing is compiled
/// or copied at run time, and regions that share a pattern share its table.
enum AutomatonTables {
    /// The automaton of the pattern with this index; nil for an empty or unknown reference.
    static func automaton(at reference: Substring) -> DigitAutomaton? {
        guard let index = Int(reference) else { return nil }
        if let table = PhoneMetadataRecords.compiledAutomaton(at: index), let automaton = DigitAutomaton(encodedInPlace: table) {
            return automaton
        }
        // Tables left out (the WebAssembly build) or not generated yet (bootstrapping the generator):
        // compile from the pattern text.
        guard let text = PhoneMetadataRecords.automatonPattern(at: index),
            let tree = try? DigitPattern(parsing: text)
        else { return nil }
        return DigitAutomaton(tree)
    }
}
