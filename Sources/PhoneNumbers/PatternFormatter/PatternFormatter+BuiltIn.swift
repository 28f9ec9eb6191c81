import StandardLibrarySubstitutes

extension PatternFormatter {
    /// The region codes that have built-in formats, sorted.
    public static var builtInRegions: [String] {
        builtInPatterns.keys.sorted()
    }

    /// The built-in region code for a region code in any case, an alias such as the seed's `uk`,
    /// or a locale identifier (`en_GB`, `ja-JP`); nil when there is none.
    ///
    ///     PatternFormatter.builtInRegionCode(for: "en_GB")  // "GB"
    ///     PatternFormatter.builtInRegionCode(for: "fr")     // nil
    public static func builtInRegionCode(for identifier: String) -> String? {
        func known(_ candidate: some StringProtocol) -> String? {
            let code = CaseMapping.uppercased(String(candidate))
            let resolved = regionAliases[code] ?? code
            return builtInPatterns[resolved] == nil ? nil : resolved
        }
        if let code = known(identifier) { return code }
        let base = identifier.prefix { $0 != "@" && $0 != "." }
        let subtags = base.split { $0 == "_" || $0 == "-" }
        return subtags.dropFirst().lazy.compactMap(known).first
    }

    static let regionAliases = ["UK": "GB"]

    /// The seed's formats for us, uk and jp, with the formats its readers said were missing.
    static let builtInPatterns: [String: [PhonePattern]] = [
        "US": [
            "+1 (###) ###-####",
            "1 (###) ###-####",
            "011 $",
            "###-####",
            "(###) ###-####",
        ],
        "GB": [
            "+44 ##########",
            "00 $",
            // The seed's 3+7, 2+8 and 4+6 layouts.
            "0### - ### ####",
            "0## - #### ####",
            "0#### - ######",
            // The UK layouts a reader of the seed listed, by national number length.
            // 7 digits:
            "0800 1111", "0845 46 4#",
            // 9 digits, including 4+5 and 5+4:
            "(01###) #####", "(016977) 2###", "(016977) 3###", "0500 ######", "0800 ######",
            // 10 digits, including 5+5 for the twelve five-digit area codes:
            "(013873) #####", "(015242) #####", "(015394) #####", "(015395) #####",
            "(015396) #####", "(016973) #####", "(016974) #####", "(016977) #####",
            "(017683) #####", "(017684) #####", "(017687) #####", "(019467) #####",
            "(011#) ### ####", "(01#1) ### ####", "(01###) ######", "(02#) #### ####",
            "03## ### ####", "055 #### ####", "056 #### ####", "070 #### ####", "076 #### ####",
            "07### ######", "08## ### ####", "09## ### ####",
        ],
        "JP": [
            "+81 ############",
            "001 $",
            "010 $",
            "(0#) #######",
            "(0#) #### ####",
        ],
    ]
}
