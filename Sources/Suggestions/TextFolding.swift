/// How a ``Suggester`` compares what was typed with its entries.
///
///     TextFolding.all.fold("São Paulo")  // "sao paulo"
///     TextFolding.none.fold("São Paulo") // "São Paulo"
public struct TextFolding: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// "Paris" and "paris" are the same (Unicode lowercase mapping).
    public static let caseInsensitive = TextFolding(rawValue: 1 << 0)
    /// "Zürich" and "Zurich" are the same: combining marks are dropped after canonical decomposition.
    public static let diacriticInsensitive = TextFolding(rawValue: 1 << 1)
    /// Both foldings.
    public static let all: TextFolding = [.caseInsensitive, .diacriticInsensitive]
    /// Exact comparison (after NFC normalization, which the tree always applies).
    public static let none: TextFolding = []

    /// `text` folded by these options.
    ///
    /// - Complexity: O(*n*) for a string of *n* characters.
    public func fold(_ text: String) -> String {
        var folded = contains(.caseInsensitive) ? text.lowercased() : text
        if contains(.diacriticInsensitive) {
            var view = String.UnicodeScalarView()
            for scalar in folded.decomposedScalars where !scalar.isCombiningMark {
                view.append(scalar)
            }
            folded = String(view)
        }
        return folded
    }
}

import Foundation

extension String {
    /// The Unicode scalars of the canonical decomposition (NFD).
    fileprivate var decomposedScalars: String.UnicodeScalarView {
        decomposedStringWithCanonicalMapping.unicodeScalars
    }
}

extension Unicode.Scalar {
    /// Whether this is a nonspacing or enclosing mark, such as a combining accent.
    fileprivate var isCombiningMark: Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark: true
        default: false
        }
    }
}
