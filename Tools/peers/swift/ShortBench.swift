// FormKit's side of the short-number peer comparison: ShortNumberInfo's questions on the benchmark
// inputs, measured exactly like Tools/peers/short_bench.cc and short_bench.py (scripts/bench-short
// builds and runs all three), and the metadata's resident memory with and without short numbers.
//
//   short-bench-swift inputs.tsv    # nanoseconds per check, then the footprints
import Foundation
import PhonePlanBundle
import PhoneNumbers

@main
enum ShortBench {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 1, let path = arguments.first,
              let contents = try? String(contentsOfFile: path, encoding: .utf8)
        else {
            FileHandle.standardError.write(Data("usage: short-bench-swift INPUTS.tsv\n".utf8))
            exit(2)
        }
        // The core first, exactly as Tools/peers/swift/PhoneBench.swift measures it (BENCHMARKS.md's
        // 992 KiB): after a warm-up, the anonymous memory decoding every main plan adds, plus the
        // literals it reads. No short-number question has been asked yet.
        var checksum = (try? PhoneNumber(parsing: "+41 44 668 18 00"))?.formatted().utf8.count ?? 0
        let coreBefore = anonymousBytes()
        checksum &+= loadAllMetadata()
        let coreAfter = anonymousBytes()
        let coreLiterals = metadataLiteralBytes()
        let shortLoadedByCore = ShortNumberPlans.shared.loadedPlans().count
        // Then the short-number plans, the same way: every region's plan decoded, plus its literals.
        let shortBefore = anonymousBytes()
        for region in PhoneNumbering.shortNumberRegions {
            checksum &+= PhoneNumbering.isEmergencyNumber("112", region: region) ? 1 : 0
        }
        let shortAfter = anonymousBytes()
        let shortLiterals = shortLiteralBytes()

        var inputs: [(String, String, PhoneNumber)] = []
        for line: Substring in contents.split(separator: "\n" as Character) {
            let fields = line.split(separator: "\t" as Character, omittingEmptySubsequences: false)
            let text = String(fields[0])
            let region = fields.count > 1 ? String(fields[fields.count - 1]) : "ZZ"
            if let number = try? PhoneNumber(parsing: text, defaultRegion: region == "ZZ" ? nil : region) {
                inputs.append((text, region, number))
            }
        }
        func each(_ check: (String, String, PhoneNumber) -> Bool) -> Double {
            let (nanoseconds, count) = timeEach(inputs, check)
            checksum &+= count
            return nanoseconds
        }
        let possible = each { $2.isPossibleShortNumber(dialledFrom: $1) }
        let valid = each { $2.isValidShortNumber(dialledFrom: $1) }
        let cost = each { $2.shortNumberCost(dialledFrom: $1) == .tollFree }
        let carrier = each { $2.isCarrierSpecific(dialledFrom: $1) }
        let sms = each { $2.isSMSService(dialledFrom: $1) }
        let emergency = each { text, region, _ in PhoneNumbering.isEmergencyNumber(text, region: region) }
        let connects = each { text, region, _ in PhoneNumbering.connectsToEmergencyNumber(text, region: region) }
        let fields = [
            "inputs=\(inputs.count)", "possible_ns=\(format(possible))", "valid_ns=\(format(valid))",
            "cost_ns=\(format(cost))", "carrier_ns=\(format(carrier))", "sms_ns=\(format(sms))",
            "emergency_ns=\(format(emergency))", "connects_ns=\(format(connects))",
            "core_anon_kib=\((coreAfter - coreBefore) / 1024)", "core_static_kib=\(coreLiterals / 1024)",
            "core_kib=\((coreAfter - coreBefore + coreLiterals) / 1024)",
            "short_plans_loaded_by_core=\(shortLoadedByCore)",
            "short_anon_kib=\((shortAfter - shortBefore) / 1024)", "short_static_kib=\(shortLiterals / 1024)",
            "short_kib=\((shortAfter - shortBefore + shortLiterals) / 1024)", "checksum=\(checksum)",
        ]
        print(fields.joined(separator: "\t"))
    }

    /// Touches every region's and non-geographic entity's main plan (as PhoneBench does).
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

    /// The bytes of the built-in bundle's sections the main plans read in place (as PhoneBench counts them).
    static func metadataLiteralBytes() -> Int {
        let bundle = MetadataStore.shared.bundle
        let read: [PlanSection] = [.regions, .nonGeographic, .callingCodes, .groupingPatterns, .automata]
        return 32 + 12 * PlanSection.allCases.count + read.reduce(0) { $0 + bundle.section($1).count }
    }

    /// The bytes of the built-in bundle's short-number sections read in place: the records and their
    /// automata (matched on the bundle's bytes; the graph's index is on the heap measured around the loop).
    static func shortLiteralBytes() -> Int {
        let bundle = MetadataStore.shared.bundle
        return bundle.section(.shortRegions).count + bundle.section(.shortAutomata).count
    }

    /// Times `check` on every input (``timePerInput(_:_:)``); returns nanoseconds per check and how many
    /// answered true.
    nonisolated static func timeEach(
        _ inputs: [(String, String, PhoneNumber)], _ check: (String, String, PhoneNumber) -> Bool
    ) -> (Double, Int) {
        var count = 0
        let nanoseconds = timePerInput(inputs.count) {
            for (text, region, number) in inputs where check(text, region, number) { count &+= 1 }
        }
        return (nanoseconds, count)
    }

    /// Runs `pass` until at least one second has gone by; returns nanoseconds per input.
    nonisolated static func timePerInput(_ count: Int, _ pass: () -> Void) -> Double {
        let start = ContinuousClock.now
        var rounds = 0
        var elapsed = Duration.zero
        repeat {
            pass()
            rounds += 1
            elapsed = ContinuousClock.now - start
        } while elapsed < .seconds(1)
        return (Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
            / Double(rounds * count)
    }

    /// Resident anonymous memory in bytes, from /proc/self/smaps_rollup; -1 where there is none.
    static func anonymousBytes() -> Int {
        guard let rollup = try? String(contentsOfFile: "/proc/self/smaps_rollup", encoding: .utf8) else { return -1 }
        let line = rollup.split(separator: "\n").first { $0.hasPrefix("Anonymous:") }
        return line.flatMap { Int($0.split(separator: " ")[1]) }.map { $0 * 1024 } ?? -1
    }

    static func format(_ value: Double) -> String { String(format: "%.3f", value) }
}
