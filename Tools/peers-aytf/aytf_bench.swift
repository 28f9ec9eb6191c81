// FormKit's AsYouTypeFormatter on the same keystrokes as aytf_bench.cc, measured the same way:
// every sequence typed into a cleared formatter of its region, repeated until at least a second
// has gone by. Prints ns per keystroke. Built by scripts/bench-aytf.
import Foundation
import PhoneNumbers

@main
struct AsYouTypeBench {
    static func main() throws {
        guard CommandLine.arguments.count > 1 else {
            FileHandle.standardError.write(Data("usage: aytf-bench-swift keystrokes.tsv\n".utf8))
            exit(2)
        }
        let lines = try String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8).split(separator: "\n")
        var formatters: [AsYouTypeFormatter] = []
        var indexByRegion: [String: Int] = [:]
        var sequences: [(formatter: Int, keys: [Character])] = []
        for line in lines {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            let region = columns.count > 1 ? String(columns[1]) : "ZZ"
            let index = indexByRegion[region] ?? formatters.count
            if index == formatters.count {
                formatters.append(AsYouTypeFormatter(region: region))
                indexByRegion[region] = index
            }
            sequences.append((index, Array(columns[0])))
        }
        let keystrokes = sequences.reduce(0) { $0 + $1.keys.count }
        // One untimed round first: plans are prepared on first use.
        for (index, keys) in sequences {
            formatters[index].clear()
            for key in keys { formatters[index].input(key) }
        }
        var checksum = 0
        var rounds = 0
        let start = DispatchTime.now().uptimeNanoseconds
        var elapsed: UInt64 = 0
        repeat {
            for (index, keys) in sequences {
                formatters[index].clear()
                for key in keys { formatters[index].input(key) }
                checksum &+= formatters[index].output.utf8.count
            }
            rounds += 1
            elapsed = DispatchTime.now().uptimeNanoseconds - start
        } while elapsed < 1_000_000_000
        let perKeystroke = Double(elapsed) / Double(rounds * keystrokes)
        print("implementation=FormKit (Swift)\tsequences=\(sequences.count)\tkeystrokes=\(keystrokes)\t"
            + "ns_per_keystroke=\(String(format: "%.1f", perKeystroke))\tchecksum=\(checksum / rounds)")
    }
}
