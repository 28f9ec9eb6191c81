import ArgumentParser

/// `formkit phone`: the phone-number subcommands.
struct PhoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phone",
        abstract: "Parse, check and format phone numbers.",
        discussion: """
            Example:
              formkit phone pattern --locale us 6502530000
            """,
        subcommands: [PhonePatternCommand.self, PhoneTypeCommand.self]
    )
}
