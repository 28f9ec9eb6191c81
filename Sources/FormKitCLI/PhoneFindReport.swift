import ArgumentParser
import PhoneNumbers
import PhoneRows

/// The rows `phone find --tsv` prints, and the leniency names of the command line.
enum PhoneFindReport {
    /// The TSV header.
    static let header = ["text", "region", "leniency", "matches"].joined(separator: "\t")

    /// A leniency as the command line spells it.
    enum LeniencyName: String, CaseIterable, ExpressibleByArgument {
        case possible, valid
        case strictGrouping = "strict-grouping"
        case exactGrouping = "exact-grouping"

        var leniency: PhoneNumber.Leniency {
            switch self {
            case .possible: .possible
            case .valid: .valid
            case .strictGrouping: .strictGrouping
            case .exactGrouping: .exactGrouping
            }
        }
    }

    /// A line that could not be read: what was wrong, and the row written for it (the text never echoed
    /// in the message).
    struct LineError: Error, CustomStringConvertible, Sendable {
        var description: String
        var row: String
    }

    /// The row for one `TEXT<TAB>REGION[<TAB>LENIENCY]` line.
    static func tsvRow(_ line: String, defaultLeniency: LeniencyName) -> Result<String, LineError> {
        let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        let text = fields[0]
        let region = fields.count > 1 ? fields[1].trimmingCharacters(in: " \r").uppercased() : PhoneRegionOptions.noRegion
        let regionName = region.isEmpty ? PhoneRegionOptions.noRegion : region
        var leniency = defaultLeniency
        var leniencyText = defaultLeniency.rawValue
        if fields.count > 2 {
            let given = fields[2].trimmingCharacters(in: " \r")
            if !given.isEmpty {
                guard let name = LeniencyName(rawValue: given.lowercased()) else {
                    let known = LeniencyName.allCases.map(\.rawValue).joined(separator: ", ")
                    return .failure(LineError(
                        description: "unknown leniency (\(given.unicodeScalars.count) characters); use one of \(known)",
                        row: [tsvSafe(text), regionName, "", ""].joined(separator: "\t")))
                }
                leniency = name
                leniencyText = name.rawValue
            }
        }
        let defaultRegion = regionName == PhoneRegionOptions.noRegion ? nil : regionName
        let matches = PhoneNumber.matches(in: String(text), defaultRegion: defaultRegion, leniency: leniency.leniency)
            .map { "\($0.scalarOffsets.lowerBound)-\($0.scalarOffsets.upperBound)=\($0.number.formatted(.e164))" }
        return .success([tsvSafe(text), regionName, leniencyText, matches.joined(separator: "|")].joined(separator: "\t"))
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters.unicodeScalars)
        var scalars = Substring.UnicodeScalarView(unicodeScalars)
        while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, set.contains(last) { scalars.removeLast() }
        return String(scalars)
    }
}
