import ArgumentParser

/// `formkit phone`: the phone-number subcommands.
struct PhoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phone",
        abstract: "Parse, check and format phone numbers.",
        discussion: """
            Every command takes --metadata FILE: the numbering plans of a bundle built by \
            scripts/build-metadata-bundle instead of the built-in ones.

            Examples:
              formkit phone info --region US "(650) 253-0000"
              formkit phone format --from DE "+1 650 253 0000"
              formkit phone pattern --locale us 6502530000
              formkit phone find --region US "Call 650-253-0000 today"
              formkit phone short --region FR 112 3654
              formkit phone lookup --locale de "+41 44 668 18 00"
              formkit phone match "+1 650 253 0000" "(650) 253-0000"
              formkit phone countries --search --locale fr Deutschland
              formkit phone paste --region US "(650) 253-0000 ext. 12"
              formkit phone metadata
            """,
        subcommands: [
            PhoneInfoCommand.self, PhoneFormatCommand.self, PhonePatternCommand.self, PhoneTypeCommand.self,
            PhoneFindCommand.self, PhoneShortCommand.self, PhoneLookupCommand.self, PhoneMatchCommand.self,
            PhoneCountriesCommand.self,
            PhonePasteCommand.self,
            PhoneMetadataCommand.self,
        ]
    )
}
