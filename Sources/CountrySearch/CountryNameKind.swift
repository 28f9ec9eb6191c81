/// What a name of a country is to the person searching: among names that match equally well, the
/// earlier kinds come first.
///
/// Every name is handed in folded: lower-cased, decomposed (NFD) and without its nonspacing and
/// enclosing marks (Foundation's `lowercased().decomposedStringWithCanonicalMapping` less the marks
/// natively; `toLowerCase().normalize("NFD")` less `\p{Mn}` and `\p{Me}` in the page).
public enum CountryNameKind: Int32, Sendable, CaseIterable {
    /// The name in the locale the person reads.
    case localeName = 0
    /// The name in English.
    case english = 1
    /// The name in the country's own main language (`Deutschland`).
    case endonym = 2
    /// A name people still type: CLDR's variant and short names, former and everyday names (`Turkey`,
    /// `Holland`, `Swaziland`).
    case everydayName = 3
}
