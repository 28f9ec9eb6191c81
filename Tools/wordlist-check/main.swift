// Checks every TernarySearchTree query on the Debian word lists against a brute-force scan.
//
//   swift run -c release SuggestionsWordListCheck [--queries N] [--seed S] [LIST ...]
//
// With no list, it checks /usr/share/dict/american-english, -huge and -insane
// (Debian's wamerican packages, installed by scripts/bootstrap). A missing list
// or any mismatch exits non-zero.
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var queries = 300
var seed: UInt64 = 2011
var lists: [String] = []
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--queries": queries = arguments.first.flatMap(Int.init) ?? queries; arguments = Array(arguments.dropFirst())
    case "--seed": seed = arguments.first.flatMap(UInt64.init) ?? seed; arguments = Array(arguments.dropFirst())
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
    let started = Date()
    var check = WordListCheck(oracle: oracle, queriesPerType: queries, seed: seed)
    check.runAll(seed: seed)
    let seconds = Date().timeIntervalSince(started)
    let summary = check.tally.map { "\($0.type) \($0.queries - $0.failures)/\($0.queries)" }.joined(separator: ", ")
    print("\(check.failures == 0 ? "ok" : "FAIL") \(path): \(oracle.words.count) words, \(check.tree.nodeCount) nodes; \(summary) (\(String(format: "%.1f", seconds)) s)")
    for failure in check.firstFailures { print("  mismatch \(failure)") }
    failed = failed || check.failures > 0
}
exit(failed ? 1 : 0)
