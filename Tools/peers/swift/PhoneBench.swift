// FormKit's side of the peer comparison: PhoneNumbers on the benchmark inputs, measured exactly
// like Tools/peers/phone_bench.cc and phone_bench.py (scripts/bench-phone builds and runs all three).
//
//   phone-bench-swift inputs.tsv    # parse, parse + 3 formats, resident memory
//   phone-bench-swift --first       # time from main() to the first formatted number
import Foundation
import PhonePlanBundle
import PhoneNumbers

@main
enum PhoneBench {
    static func main() {
        let start = ContinuousClock.now
        let arguments = CommandLine.arguments.dropFirst()
        if arguments == ["--first"] {
            let number = try? PhoneNumber(parsing: "+41 44 668 18 00")
            let text = number?.formatted(.international) ?? "(no parse)"
            print("first_use_ms=\(format(milliseconds(since: start)))\t\(text)")
            return
        }
        guard arguments.count == 1, let path = arguments.first,
              let contents = try? String(contentsOfFile: path, encoding: .utf8)
        else {
            FileHandle.standardError.write(Data("usage: phone-bench-swift INPUTS.tsv | --first\n".utf8))
            exit(2)
        }
        // Process RSS growth is measured from cold, like the C++ and Python harnesses do (it includes the
        // code and runtime pages first use touches). The metadata's own footprint is measured after a
        // warm-up (one number parsed and formatted), as the anonymous memory that decoding every other
        // plan adds, plus the literals decoding reads.
        let baseline = residentKiB()
        var checksum = (try? PhoneNumber(parsing: "+41 44 668 18 00"))?.formatted().utf8.count ?? 0
        let heapBefore = anonymousBytes()
        checksum &+= loadAllMetadata()
        let heapAfter = anonymousBytes()
        let loaded = residentKiB()
        let staticBytes = metadataLiteralBytes()
        let inputs = contents.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            let tab = line.lastIndex(of: "\t") ?? line.endIndex
            let region = tab < line.endIndex ? String(line[line.index(after: tab)...]) : "ZZ"
            return (String(line[..<tab]), region)
        }
        let parseNs = timePerInput(inputs.count) {
            for (text, region) in inputs where (try? PhoneNumber(parsing: text, defaultRegion: region)) != nil {
                checksum &+= 1
            }
        }
        let formatNs = timePerInput(inputs.count) {
            for (text, region) in inputs {
                guard let number = try? PhoneNumber(parsing: text, defaultRegion: region) else { continue }
                checksum &+= number.formatted(.e164).utf8.count
                checksum &+= number.formatted(.international).utf8.count
                checksum &+= number.formatted(.national).utf8.count
            }
        }
        print("inputs=\(inputs.count)\tparse_ns=\(format(parseNs))\tparse_format3_ns=\(format(formatNs))"
            + "\tmetadata_rss_kib=\(loaded - baseline)\tmetadata_anon_kib=\((heapAfter - heapBefore) / 1024)"
            + "\tmetadata_static_kib=\(staticBytes / 1024)"
            + "\tmetadata_kib=\((heapAfter - heapBefore + staticBytes) / 1024)\tchecksum=\(checksum)")
    }

    /// Touches every region's and non-geographic entity's plan, as C++ libphonenumber loads them all.
    static func loadAllMetadata() -> Int {
        var touched = 0
        for region in PhoneNumbering.supportedRegions {
            touched &+= PhoneNumbering.exampleNumber(for: region)?.formatted(.national).utf8.count ?? 0
        }
        for code in PhoneNumbering.nonGeographicCallingCodes {
            touched &+= PhoneNumbering.exampleNumber(forNonGeographicCallingCode: code)?.formatted().utf8.count ?? 0
        }
        return touched
    }

    /// Runs `pass` until at least one second has gone by; returns nanoseconds per input.
    static func timePerInput(_ count: Int, _ pass: () -> Void) -> Double {
        let start = ContinuousClock.now
        var rounds = 0
        var elapsed = Duration.zero
        repeat {
            pass()
            rounds += 1
            elapsed = ContinuousClock.now - start
        } while elapsed < .seconds(1)
        return nanoseconds(elapsed) / Double(rounds * count)
    }

    /// Resident anonymous memory (heap, not code or other file-backed pages), in bytes, from
    /// /proc/self/smaps_rollup; -1 where there is none.
    static func anonymousBytes() -> Int {
        guard let rollup = try? String(contentsOfFile: "/proc/self/smaps_rollup", encoding: .utf8) else { return -1 }
        let line = rollup.split(separator: "\n").first { $0.hasPrefix("Anonymous:") }
        return line.flatMap { Int($0.split(separator: " ")[1]) }.map { $0 * 1024 } ?? -1
    }

    /// The bytes of the built-in bundle's sections that the main plans read in place (the records, the
    /// calling codes, the grouping patterns and the automata), all counted as resident; the pattern
    /// texts and the short-number sections are never read for them.
    static func metadataLiteralBytes() -> Int {
        let bundle = MetadataStore.shared.bundle
        let read: [PlanSection] = [.regions, .nonGeographic, .callingCodes, .groupingPatterns, .automata]
        return 32 + 12 * PlanSection.allCases.count + read.reduce(0) { $0 + bundle.section($1).count }
    }

    static func residentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.split(separator: " ")[1]) } ?? -1
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        nanoseconds(ContinuousClock.now - start) / 1e6
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }

    static func format(_ value: Double) -> String { String(format: "%.3f", value) }
}
