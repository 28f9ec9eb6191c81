import ArgumentParser
import Foundation
import PhoneNumbers

/// `--metadata FILE`: the numbering plans of a bundle file (scripts/build-metadata-bundle) instead of
/// the built-in ones, for every `formkit phone` command.
struct MetadataOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "A numbering-plan bundle (scripts/build-metadata-bundle) to use instead of the built-in plans.",
        valueName: "file"))
    var metadata: String?

    /// Loads the bundle, if one is given, before any number is read. A file that cannot be read or is
    /// not a valid bundle exits with status 2 and one line naming the file and the fault.
    func load() throws {
        guard let path = metadata else { return }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw exitReporting("\(path): cannot be read", code: 2)
        }
        do {
            try PhoneNumbering.loadMetadata([UInt8](data))
        } catch {
            throw exitReporting("\(path): \(error)", code: 2)
        }
    }
}
