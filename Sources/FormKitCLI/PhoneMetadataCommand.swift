import ArgumentParser
import PhoneNumbers

/// `formkit phone metadata`: which numbering plans are in use.
struct PhoneMetadataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metadata",
        abstract: "Show the numbering plans in use: their phonenumbers version, region count and checksum.",
        discussion: """
            Prints one line: phonenumbers VERSION<TAB>N regions<TAB>checksum HEX (the bundle's CRC-32), \
            for the built-in plans or, with --metadata, for the bundle given.

            Examples:
              formkit phone metadata
              formkit phone metadata --metadata plans-9.0.30.bin
            """
    )

    @OptionGroup var metadata: MetadataOption

    func run() throws {
        try metadata.load()
        let checksum = String(PhoneNumbering.metadataChecksum, radix: 16)
        print("phonenumbers \(PhoneNumbering.metadataVersion)\t\(PhoneNumbering.supportedRegions.count) regions\tchecksum \(checksum)")
    }
}
