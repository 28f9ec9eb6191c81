import ArgumentParser

/// The `formkit` command: every FormKit capability from the shell.
@main
struct FormKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formkit",
        abstract: "Parse, check and format the text people type into forms.",
        discussion: """
            Every subcommand reads standard input, one line per item, when no \
            argument is given, so it works in pipelines.

            Example:
              formkit phone pattern --locale us 6502530000
            """,
        subcommands: [PhoneCommand.self, TimeCommand.self, SampleCommand.self, FieldCommand.self, WordsCommand.self]
    )
}
