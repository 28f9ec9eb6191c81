import DigitPatterns
import Foundation
import PhonePlanBundle

/// `--bundle TABLES OUTPUT`: packs the text tables Tools/metadata/export_tables.py writes into a
/// numbering-plan bundle (PhonePlanBundle), with every pattern compiled and the automata of each set
/// merged into one graph (``SharedStates``). Reads the bundle back before writing it, so a bundle that
/// its own reader would refuse, or whose automata differ from the patterns' compiled ones, is never
/// written.
enum BundleOutput {
    static func write(tables directory: String, to output: String) throws {
        func lines(_ name: String) throws -> [String] {
            let text = try String(contentsOfFile: "\(directory)/\(name).txt", encoding: .utf8)
            return text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let version = try lines("version").first ?? ""
        var writer = PlanBundleWriter(phonenumbersVersion: version)
        for section in PlanSection.allCases where section.isText {
            writer.setLines(try lines(section.rawValue), for: section)
        }
        let regions = try lines(PlanSection.regions.rawValue).map(RecordText.record)
        let nonGeographic = try lines(PlanSection.nonGeographic.rawValue).map { line in
            try RecordText.record(String(line.drop { $0 != ":" }.dropFirst()))
        }
        writer.setRecords(regions, for: .regions)
        writer.setRecords(nonGeographic, for: .nonGeographic)
        let shortRecords = try lines(PlanSection.shortRegions.rawValue).map(RecordText.shortRecord)
        writer.setShortRecords(shortRecords)
        let callingCodes = try lines(PlanSection.callingCodes.rawValue).map(RecordText.callingCode)
        let alternateFormats = try lines(PlanSection.alternateFormats.rawValue).map(RecordText.alternateFormats)
        writer.setCallingCodes(callingCodes)
        writer.setAlternateFormats(alternateFormats)
        let patterns = try lines(PlanSection.groupingPatterns.rawValue) + lines(PlanSection.otherPatterns.rawValue)
        let automata = try patterns.map { CompiledAutomaton(try DigitPattern(parsing: $0)) }
        let shortAutomata = try lines(PlanSection.shortPatterns.rawValue).map { CompiledAutomaton(try DigitPattern(parsing: $0)) }
        writer.setGraph(graph(of: automata), for: .automata)
        writer.setGraph(graph(of: shortAutomata), for: .shortAutomata)
        let bytes = writer.bytes()
        let bundle = try PlanBundle(bytes: bytes)
        for record in regions where bundle.record(forRegion: record.id) != record {
            throw RecordMismatch(id: record.id)
        }
        for record in nonGeographic where bundle.record(forNonGeographicCallingCode: record.callingCode) != record {
            throw RecordMismatch(id: String(record.callingCode))
        }
        for record in shortRecords where bundle.shortRecord(forRegion: record.id) != record {
            throw RecordMismatch(id: "short " + record.id)
        }
        for entry in callingCodes where bundle.regions(forCallingCode: entry.code) != entry.regions {
            throw RecordMismatch(id: "calling code \(entry.code)")
        }
        for entry in alternateFormats where bundle.alternateFormats(forCallingCode: entry.code) != entry.formats {
            throw RecordMismatch(id: "alternate formats of \(entry.code)")
        }
        for (section, compiled) in [(PlanSection.automata, automata), (.shortAutomata, shortAutomata)] {
            let read = bundle.automata(section)
            for (index, automaton) in compiled.enumerated() {
                let readBack = read.automaton(ofPattern: index)
                guard readBack.transitions == automaton.transitions, readBack.accepting == automaton.accepting else {
                    throw BundleMismatch(section: section.rawValue, pattern: index)
                }
            }
        }
        try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
        print("AutomataCompiler: bundle from phonenumbers \(version), \(bundle.regionCount) regions, "
            + "\(bytes.count) bytes, checksum \(String(bundle.checksum, radix: 16)) -> \(output)")
    }

    /// `--check BUNDLE`: prints the bundle's phonenumbers version, region count and checksum and
    /// returns 0, or prints one line naming the file and the fault and returns 2.
    static func check(_ path: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("\(path): cannot be read\n".utf8))
            return 2
        }
        do {
            let bundle = try PlanBundle(bytes: [UInt8](data))
            print("phonenumbers \(bundle.phonenumbersVersion)\t\(bundle.regionCount) regions\tchecksum \(String(bundle.checksum, radix: 16))")
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(path): \(error)\n".utf8))
            return 2
        }
    }

    /// The compiled automata merged into one graph of shared states.
    private static func graph(of automata: [CompiledAutomaton]) -> PlanBundleWriter.Graph {
        if automata.isEmpty { return .empty }
        let shared = SharedStates(automata)
        return .init(successors: shared.successors, accepting: shared.accepting, starts: shared.starts, dead: shared.dead)
    }
}

/// A pattern whose automaton, read back from the bundle, differs from the one compiled.
struct BundleMismatch: Error, CustomStringConvertible {
    let section: String
    let pattern: Int
    var description: String { "section \(section): pattern \(pattern) reads back as another automaton" }
}

/// A record that reads back from the bundle otherwise than it was written.
struct RecordMismatch: Error, CustomStringConvertible {
    let id: String
    var description: String { "the record of \(id) reads back otherwise" }
}
