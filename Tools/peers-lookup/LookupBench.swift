// Peer harness: FormKit's PhoneNumberLookup on the benchmark inputs, measured as lookup_bench.cc and
// lookup_bench.py measure their libraries (see scripts/bench-lookup).
//
//   lookup-bench inputs.txt LANG       # ns per lookup (description, carrier, time zones), resident memory
//   lookup-bench --first LANG          # time to the first description, in a new process and after English
import Foundation
import PhoneNumberLookup
import PhoneNumbers

@main
enum LookupBench {
    /// A /proc file's text: they report a size of 0, so they are read line by line.
    static func procFile(_ path: String) -> String {
        guard let file = fopen(path, "r") else { return "" }
        defer { fclose(file) }
        var text = ""
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            text += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return text
    }

    static func residentKiB(_ field: String = "VmRSS:") -> Int {
        let status = procFile("/proc/self/status")
        guard !status.isEmpty else { return -1 }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            return Int(line.dropFirst(field.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") ?? -1
        }
        return -1
    }

    /// The resident KiB of each mapped lookup data file (`/proc/self/smaps`), largest first.
    static func residentDataFiles() -> [(String, Int)] {
        let smaps = procFile("/proc/self/smaps")
        var files: [(String, Int)] = []
        var current: String?
        for line in smaps.split(separator: "\n") {
            if let range = line.range(of: "LookupData/") {
                current = String(line[range.upperBound...])
            } else if line.first?.isHexDigit == true, line.contains("-") {
                current = nil
            } else if let file = current, line.hasPrefix("Rss:") {
                files.append((file, Int(line.dropFirst(4).split(separator: " ").first ?? "") ?? -1))
            }
        }
        return files.sorted { $0.1 > $1.1 }
    }

    /// The process's CPU time in nanoseconds (the machine may be shared, so not wall time).
    static func cpuNanoseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e9 + Double(now.tv_nsec)
    }

    /// Runs `pass` over all inputs until at least a CPU second has gone by; returns ns per input.
    static func timePerInput(_ count: Int, _ pass: () -> Int) -> (Double, Int) {
        var rounds = 0
        var sink = 0
        let start = cpuNanoseconds()
        var elapsed = 0.0
        repeat {
            sink &+= pass()
            rounds += 1
            elapsed = cpuNanoseconds() - start
        } while elapsed < 1e9
        return (elapsed / Double(rounds * count), sink)
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
    }

    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 3 else {
            print("usage: lookup-bench inputs.txt LANG | --first LANG")
            return
        }
        let locale = LookupLocale(stringLiteral: arguments[2])
        let number = try PhoneNumber(parsing: "+41446681800")
        if arguments[1] == "--first" {
            let start = ContinuousClock.now
            let first = try NumberLookup.bundled.description(for: number, locale: locale)
            let cold = milliseconds(since: start)
            let german = try PhoneNumber(parsing: "+4989123456")
            let again = ContinuousClock.now
            let second = try NumberLookup.bundled.description(for: german, locale: "fr")
            let newLanguage = milliseconds(since: again)
            print("first_lookup_ms\t\(cold)\t\(first)")
            print("first_lookup_new_language_ms\t\(newLanguage)\t\(second)")
            return
        }
        let lines = try String(contentsOfFile: arguments[1], encoding: .utf8).split(separator: "\n")
        let numbers = lines.compactMap { PhoneNumber($0) }
        let lookup = NumberLookup.bundled
        // Classify every number first, so the numbering plans PhoneNumbers decodes (and the pages of its
        // compiled metadata) are resident before the measure: what grows then is the lookup's own.
        var plans = 0
        for number in numbers { plans &+= number.type.rawValue.utf8.count &+ (number.region?.utf8.count ?? 0) }
        let planned = residentKiB()
        let before = residentKiB()
        let beforeFile = residentKiB("RssFile:")
        var found = 0
        for number in numbers.prefix(10_000) where !((try? lookup.description(for: number, locale: locale)) ?? "").isEmpty {
            found += 1
        }
        let after = residentKiB()
        let afterFile = residentKiB("RssFile:")
        for (file, kib) in residentDataFiles() { print("resident_kib_file\t\(kib)\t\(file)") }
        print("numbers\t\(numbers.count)\t\(found) described")
        print("resident_kib_delta_10000\t\(after - before)\tfile-backed \(afterFile - beforeFile), after classifying every number (\(plans > 0 ? planned : 0) KiB)")
        let (describe, a) = timePerInput(numbers.count) {
            var total = 0
            for number in numbers { total &+= ((try? lookup.description(for: number, locale: locale)) ?? "").utf8.count }
            return total
        }
        let (carrier, b) = timePerInput(numbers.count) {
            var total = 0
            for number in numbers { total &+= ((try? lookup.carrierName(for: number, locale: locale)) ?? "").utf8.count }
            return total
        }
        let (zones, c) = timePerInput(numbers.count) {
            var total = 0
            for number in numbers { total &+= ((try? lookup.timeZones(for: number)) ?? []).count }
            return total
        }
        let (types, d) = timePerInput(numbers.count) {
            var total = 0
            for number in numbers { total &+= number.type.rawValue.utf8.count }
            return total
        }
        print("number_type_ns\t\(types)\t(PhoneNumbers' classification, part of every lookup)")
        print("description_ns\t\(describe)")
        print("carrier_ns\t\(carrier)")
        print("time_zones_ns\t\(zones)")
        print("checksum\t\(a &+ b &+ c &+ d)")
        print("resident_kib\t\(residentKiB())")
    }
}
