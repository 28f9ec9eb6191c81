import ArgumentParser
import Foundation
import PhoneNumbers
import PhoneRows

/// `formkit phone match`: whether two typed numbers are the same number, as libphonenumber's `isNumberMatch`.
struct PhoneMatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Tell whether two phone numbers are the same number.",
        discussion: """
            Prints EXACT_MATCH (same calling code, number and extension), NSN_MATCH (the same \
            national number, one calling code unknown), SHORT_NSN_MATCH (one national number \
            ends the other, or only one has an extension), NO_MATCH or NOT_A_NUMBER, exactly as \
            libphonenumber's isNumberMatch on two strings. A number without + is read in the \
            region of the other number's calling code.

            With no arguments, reads lines A<TAB>B from standard input and prints one answer per \
            line; a missing field is empty, and an empty number is NOT_A_NUMBER. With --tsv, the \
            first line is the header a b match (tab-separated), then one row per pair.

            Examples:
              formkit phone match "+1 650 253 0000" "(650) 253-0000"
              formkit phone match "+44 20 7031 3000 ext. 12" "+44 20 7031 3000"
              formkit phone match --tsv < pairs.tsv
            """
    )

    @Flag(help: "Print tab-separated values with a header line, one row per pair.")
    var tsv = false

    @Argument(help: "Two phone numbers. Standard input lines A<TAB>B when none are given.")
    var numbers: [String] = []

    func validate() throws {
        guard numbers.isEmpty || numbers.count == 2 else {
            throw ValidationError("Give two numbers, or none to read pairs from standard input.")
        }
    }

    @OptionGroup var jobs: JobsOption

    @OptionGroup var metadata: MetadataOption

    func run() throws {
        try metadata.load()
        var output = StandardOutput()
        if tsv { output.write("a\tb\tmatch\n") }
        let work = PhoneMatchWork(tsv: tsv)
        if numbers.count == 2 {
            var chunk = ChunkOutput()
            work.write(NumberPair(numbers[0], numbers[1]), to: &chunk)
            output.write(bytes: chunk.bytes)
        } else {
            _ = try jobs.runner.run(work, to: &output)
        }
        output.flush()
    }
}

/// The work of `phone match` on one `A<TAB>B` line: the match type, after the pair with --tsv.
struct PhoneMatchWork: LineWork {
    var tsv: Bool

    func process(_ line: UnsafeRawBufferPointer, into output: inout ChunkOutput) {
        write(NumberPair(line: String(decoding: line, as: UTF8.self)), to: &output)
    }

    func write(_ pair: NumberPair, to output: inout ChunkOutput) {
        let match = PhoneNumberMatchType(pair.a, pair.b).rawValue
        if tsv {
            output.bytes.appendTSVSafe(pair.a)
            output.bytes.appendTab()
            output.bytes.appendTSVSafe(pair.b)
            output.bytes.appendTab()
        }
        output.bytes.append(match)
        output.bytes.appendNewline()
    }
}

/// Two numbers to compare, from a line `A<TAB>B`; a missing field reads as empty, later fields are ignored.
///
///     NumberPair(line: "+1 650 253 0000\t253 0000")  // a "+1 650 253 0000", b "253 0000"
///     NumberPair(line: "+1 650 253 0000")            // b ""
struct NumberPair {
    var a: Substring
    var b: Substring

    init(_ a: String, _ b: String) {
        self.a = a[...]
        self.b = b[...]
    }

    init(line: String) {
        let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        a = fields[0]
        b = fields.count > 1 ? fields[1] : ""
    }
}
