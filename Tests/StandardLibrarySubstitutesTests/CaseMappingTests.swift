@testable import PhoneNumbers
import StandardLibrarySubstitutes
import Testing

/// `CaseMapping` answers as the standard library's case mapping does wherever a region code or an
/// extension label can tell, for every scalar.
@Suite struct CaseMappingTests {
    @Test func upperCaseIsTheLibrarysWheneverEitherIsASCII() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            let library = text.uppercased(), ours = CaseMapping.uppercased(text)
            let libraryIsASCII = library.utf8.allSatisfy { $0 < 0x80 }
            #expect(libraryIsASCII == ours.utf8.allSatisfy { $0 < 0x80 }, "U+\(String(value, radix: 16))")
            if libraryIsASCII { #expect(ours == library, "U+\(String(value, radix: 16))") }
            checked += 1
        }
        #expect(checked == 1_112_064)
    }

    @Test func textsOfSeveralScalars() {
        for text in ["us", "Gb", "001", "ﬁ", "ſe", "uß", "ıt", "é", "zz", "dé", ""] {
            let library = text.uppercased(), ours = CaseMapping.uppercased(text)
            if library.utf8.allSatisfy({ $0 < 0x80 }) {
                #expect(ours == library, "\(text)")
            } else {
                #expect(!ours.utf8.allSatisfy { $0 < 0x80 }, "\(text)")
            }
        }
        #expect(PhoneNumbering.callingCode(for: "ﬁ") == 358)
        #expect(PhoneNumbering.callingCode(for: "ſe") == 46)
        #expect(PhoneNumbering.callingCode(for: "é") == nil)
    }

    /// `MatchingCharacters.folded` is Python's folding from the standard library's lower-case mapping.
    @Test func labelFoldingIsMatchingFoldingForEveryLabelScalar() {
        let labels = ExtensionSyntax.explicitLabels + ExtensionSyntax.ambiguousLabels + [";ext="]
        let labelScalars = Set(labels.flatMap(\.unicodeScalars))
        #expect(labelScalars.count > 20)
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let reference = MatchingCharacters.folded(scalar), ours = CaseMapping.labelFolded(scalar)
            guard reference != ours else { continue }
            // They differ only where neither is a label's scalar.
            #expect(!labelScalars.contains(reference) && !labelScalars.contains(ours), "U+\(String(value, radix: 16))")
        }
    }
}
