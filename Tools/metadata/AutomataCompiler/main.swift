// Builds a numbering-plan bundle (Sources/PhonePlanBundle/PhonePlanBundle.docc/BundleFormat.md) from the
// plans' tables as text, compiling every pattern to a digit automaton, or checks one:
//
//   phone-automata-compiler --bundle TABLES OUTPUT    (TABLES from Tools/metadata/export_tables.py)
//   phone-automata-compiler --check BUNDLE            (its version, region count and checksum, or why not)
//
// scripts/build-metadata-bundle runs it; the output is reproducible. The tool depends on DigitPatterns
// and PhonePlanBundle alone, not on the library that reads what it writes.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count == 2, arguments[0] == "--check" {
    exit(BundleOutput.check(arguments[1]))
}
guard arguments.count == 3, arguments[0] == "--bundle" else {
    FileHandle.standardError.write(Data(
        "usage: phone-automata-compiler --bundle TABLES OUTPUT | --check BUNDLE\n".utf8))
    exit(2)
}
do {
    try BundleOutput.write(tables: arguments[1], to: arguments[2])
    exit(0)
} catch {
    FileHandle.standardError.write(Data("phone-automata-compiler: \(error)\n".utf8))
    exit(1)
}
