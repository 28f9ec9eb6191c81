// Issue 29's speed targets, in process: a paste of a whole number (`PhonePaste`, as a phone field
// reads it), and a strict field's check of a keystroke (`canBecomeValid`, on every prefix of the
// numbers' digits), and a whole strict keystroke against a plain one (`PhoneFieldFormatter.typing`).
// Each figure is the best of several rounds over the same inputs, so a busy machine shows less.
//
//   paste_bench PASTES.tsv [--strict-check-only [ROUNDS]]
//
// PASTES.tsv: TEXT<TAB>REGION lines (Tools/oracle-paste/generate.py's input). --strict-check-only
// measures the strict check alone, over ROUNDS rounds (40): the run to profile, with perf, or with
// valgrind's callgrind and a few rounds to count its instructions, which a busy machine does not change.
import Foundation
import PhoneNumbers
import TextInput

@main
struct PasteBench {
    static func main() throws {
        let path = CommandLine.arguments.dropFirst().first ?? "pastes.tsv"
        let arguments = CommandLine.arguments
        let strictCheckOnly = arguments.contains("--strict-check-only")
        let strictRounds = arguments.firstIndex(of: "--strict-check-only").flatMap { index in
            index + 1 < arguments.count ? Int(arguments[index + 1]) : nil
        } ?? 40
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            return (String(columns[0]), columns.count > 1 && columns[1] != "ZZ" ? String(columns[1]) : nil)
        }
        // The valid numbers (the targets are for a whole number), then their digits as a field types them.
        let valid = lines.filter { PhonePaste(reading: $0.0, region: $0.1).number != nil && $0.0.utf8.count <= 40 }
        let clock = ContinuousClock()
        var sink = 0

        func best(rounds: Int, count: Int, _ body: () -> Void) -> Double {
            var fastest = Double.infinity
            for _ in 0..<rounds {
                let elapsed = clock.measure(body)
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                fastest = min(fastest, seconds * 1e9 / Double(count))
            }
            return fastest
        }

        let pasteNs = strictCheckOnly ? 0 : best(rounds: 7, count: valid.count) {
            for (text, region) in valid { sink &+= PhonePaste(reading: text, region: region).text.utf8.count }
        }

        // Strict: the meaningful characters of each number in its field, each prefix checked.
        let fields = valid.prefix(4000).map { text, region -> (PhoneFieldFormatter, [String]) in
            let field = PhoneFieldFormatter(region: region ?? "ZZ", strict: true)
            let typed = field.meaningfulCharacters(in: text[...], at: 0)
            var prefixes: [String] = []
            var prefix = ""
            for scalar in typed.unicodeScalars {
                prefix.unicodeScalars.append(scalar)
                prefixes.append(prefix)
            }
            return (field, prefixes)
        }
        let keystrokes = fields.reduce(0) { $0 + $1.1.count }
        let checkNs = best(rounds: strictCheckOnly ? strictRounds : 7, count: keystrokes) {
            for (field, prefixes) in fields { for prefix in prefixes where field.canBecomeValid(prefix) { sink &+= 1 } }
        }
        if strictCheckOnly {
            print(String(format: "keystrokes=%d ns_per_strict_check=%.0f sink=%d", keystrokes, checkNs, sink & 1))
            return
        }

        // A whole keystroke at the end of a field, strict and plain.
        func typingNs(strict: Bool) -> Double {
            let typedFields = fields.map { field, prefixes in
                (PhoneFieldFormatter(region: field.region, strict: strict), prefixes.last ?? "")
            }
            return best(rounds: 5, count: keystrokes) {
                for (field, typed) in typedFields {
                    var state = TextEditingState()
                    for scalar in typed.unicodeScalars {
                        if let next = try? field.typing(.insert(String(scalar)), to: state.selecting(state.length..<state.length)) {
                            state = next.state
                        }
                    }
                    sink &+= state.length
                }
            }
        }
        let strictNs = typingNs(strict: true)
        let plainNs = typingNs(strict: false)
        print(String(format: "pastes=%d ns_per_paste=%.0f keystrokes=%d ns_per_strict_check=%.0f ns_per_strict_keystroke=%.0f ns_per_plain_keystroke=%.0f sink=%d",
            valid.count, pasteNs, keystrokes, checkNs, strictNs, plainNs, sink & 1))
    }
}
