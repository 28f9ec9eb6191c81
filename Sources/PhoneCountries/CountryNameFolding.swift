import Foundation

/// Folds a name or a query as ``CountrySearch`` compares them (CountryNameKind says how; the page's
/// `foldCountryName` in Wasm/JS/formkit.mjs folds the same way): lower case, canonical decomposition
/// without nonspacing and enclosing marks, no apostrophes or full stops, each run of separators one
/// space and none at either end, and the Latin letters without a decomposition in ASCII.
///
///     CountryNameFolding.fold("Côte d’Ivoire")  // "cote divoire"
enum CountryNameFolding {
    static func fold(_ text: String) -> String {
        if let ascii = foldASCII(text) { return ascii }
        var folded = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark: continue
            default: break
            }
            switch scalar.value {
            case 0x27, 0x2E, 0x60, 0xB4, 0x2018, 0x2019, 0x201B, 0x2BB, 0x2BC, 0x2BE, 0x2BF:
                continue
            case 0x09, 0x0A, 0x0D, 0x20, 0x28, 0x29, 0x2C, 0x2D, 0x2F, 0xA0, 0x2000...0x200A, 0x2010...0x2015,
                0x202F, 0x205F, 0x3000, 0xFF0C:
                pendingSpace = !folded.isEmpty
                continue
            default:
                break
            }
            if pendingSpace {
                folded.append(" ")
                pendingSpace = false
            }
            if let ascii = asciiSpelling[scalar.value] {
                folded.append(contentsOf: ascii.unicodeScalars)
            } else {
                folded.append(scalar)
            }
        }
        return String(folded)
    }

    /// ``fold(_:)`` of an ASCII text without Foundation's case mapping and normalisation (most queries
    /// are ASCII, and a search must take microseconds); nil for any other text.
    private static func foldASCII(_ text: String) -> String? {
        var folded: [UInt8] = []
        folded.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            switch byte {
            case 0x80...: return nil
            case 0x27, 0x2E, 0x60: continue
            case 0x09, 0x0A, 0x0D, 0x20, 0x28, 0x29, 0x2C, 0x2D, 0x2F:
                pendingSpace = !folded.isEmpty
                continue
            default: break
            }
            if pendingSpace {
                folded.append(0x20)
                pendingSpace = false
            }
            folded.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }
        return String(decoding: folded, as: UTF8.self)
    }

    /// The Latin letters without a decomposition, spelt in ASCII.
    private static let asciiSpelling: [UInt32: String] = [
        0xF8: "o", 0x142: "l", 0x111: "d", 0x131: "i", 0xDF: "ss", 0xE6: "ae", 0x153: "oe", 0xFE: "th",
    ]
}
