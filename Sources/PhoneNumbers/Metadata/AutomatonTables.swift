import PhoneNumberMetadata

/// The automata of the plans, by pattern index. They were compiled at generation time into one graph of
/// shared states (``AutomatonGraph``); a pattern's automaton is taken out of it when a plan first uses it.
enum AutomatonTables {
    /// The automaton of the pattern with this index; nil for an empty or unknown reference.
    static func automaton(at reference: Substring) -> DigitAutomaton? {
        guard let index = Int(reference), let table = PhoneMetadataRecords.compiledAutomaton(at: index) else {
            return nil
        }
        return DigitAutomaton(transitions: table.transitions, accepting: table.accepting)
    }
}
