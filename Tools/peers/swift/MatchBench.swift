// FormKit's side of the number-match comparison: PhoneNumberMatchType on the match corpus's pairs, measured
// exactly like Tools/peers/match_bench.cc and match_bench.py (process CPU time, at least 1 s) (scripts/bench-match builds and runs all three).
//
//   match-bench-swift pairs.txt    # ns per pair, and how many of each answer
import Foundation
import PhoneNumbers

@main
enum MatchBench {
    static func main() {
        guard CommandLine.arguments.count == 2,
            let contents = try? String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
        else {
            FileHandle.standardError.write(Data("usage: match-bench-swift PAIRS.txt\n".utf8))
            exit(2)
        }
        let pairs = contents.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            return (String(fields[0]), fields.count > 1 ? String(fields[1]) : "")
        }
        // Counted in libphonenumber's MatchType order, so the three harnesses print comparable lines.
        let order: [PhoneNumberMatchType] = [.notANumber, .noMatch, .shortNSNMatch, .nsnMatch, .exactMatch]
        var counts = [Int](repeating: 0, count: 5)
        for (a, b) in pairs { counts[order.firstIndex(of: PhoneNumberMatchType(a, b)) ?? 0] += 1 }
        var checksum = 0
        let start = cpuNanoseconds()
        var rounds = 0
        var elapsed = 0.0
        repeat {
            for (a, b) in pairs { checksum &+= order.firstIndex(of: PhoneNumberMatchType(a, b)) ?? 0 }
            rounds += 1
            elapsed = cpuNanoseconds() - start
        } while elapsed < 1e9
        let ns = elapsed / Double(rounds * pairs.count)
        print("pairs=\(pairs.count)\tmatch_ns=\(String(format: "%.1f", ns))\tnot_a_number=\(counts[0])"
            + "\tno_match=\(counts[1])\tshort_nsn=\(counts[2])\tnsn=\(counts[3])\texact=\(counts[4])\tchecksum=\(checksum)")
    }

    /// Process CPU time: on a shared machine wall-clock time measures the scheduler as much as the code.
    static func cpuNanoseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e9 + Double(now.tv_nsec)
    }
}
