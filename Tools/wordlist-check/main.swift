// Checks every TernarySearchTree query on the Debian word lists against a brute-force scan.
//
//   swift run -c release SuggestionsWordListCheck [--queries N] [--seed S] [--min-words W] [LIST ...]
//
// With no list, it checks /usr/share/dict/american-english, -huge and -insane
// (Debian's wamerican packages, installed by scripts/bootstrap). A missing list, one with fewer
// than W words (default 1), a query type that ran no queries, or any mismatch exits 1; a bad
// argument exits 2.
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var queries = 300
var seed: UInt64 = 2011
var minimumWords = 1
var lists: [String] = []

func usage(_ problem: String) -> Never {
    print("SuggestionsWordListCheck: \(problem)")
    print("usage: SuggestionsWordListCheck [--queries N] [--seed S] [--min-words W] [LIST ...]")
    exit(2)
}

/// The value after an option, read as a number of at least `minimum`.
@MainActor func number<Number: FixedWidthInteger>(after option: String, atLeast minimum: Number) -> Number {
    guard let text = arguments.first, let value = Number(text), value >= minimum else {
        usage("\(option) needs a whole number of at least \(minimum)")
    }
    arguments.removeFirst()
    return value
}

while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--queries": queries = number(after: argument, atLeast: 1)
    case "--seed": seed = number(after: argument, atLeast: 0)
    case "--min-words": minimumWords = number(after: argument, atLeast: 1)
    case let option where option.hasPrefix("-"): usage("unknown option \(option)")
    default: lists.append(argument)
    }
}
if lists.isEmpty {
    lists = ["american-english", "american-english-huge", "american-english-insane"].map { "/usr/share/dict/\($0)" }
}

var failed = false
for path in lists {
    guard let oracle = WordListOracle.load(path) else {
        print("MISSING \(path): run scripts/bootstrap (apt-get install wamerican wamerican-huge wamerican-insane)")
        failed = true
        continue
    }
    guard oracle.words.count >= minimumWords else {
        print("FAIL \(path): \(oracle.words.count) words, fewer than --min-words \(minimumWords)")
        failed = true
        continue
    }
    let started = Date()
    var check = WordListCheck(oracle: oracle, queriesPerType: queries, seed: seed)
    check.runAll(seed: seed)
    let seconds = Date().timeIntervalSince(started)
    let summary = check.tally.map { "\($0.type) \($0.queries - $0.failures)/\($0.queries)" }.joined(separator: ", ")
    let idle = check.tally.filter { $0.queries == 0 }.map(\.type)
    let passed = check.failures == 0 && idle.isEmpty && !check.tally.isEmpty
    print("\(passed ? "ok" : "FAIL") \(path): \(oracle.words.count) words, \(check.tree.nodeCount) nodes; \(summary) (\(String(format: "%.1f", seconds)) s)")
    for failure in check.firstFailures { print("  mismatch \(failure)") }
    if !idle.isEmpty { print("  no queries of type \(idle.joined(separator: ", "))") }
    failed = failed || !passed
}
exit(failed ? 1 : 0)
