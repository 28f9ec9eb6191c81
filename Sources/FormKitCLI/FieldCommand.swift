import ArgumentParser

/// `formkit field`: the text-field subcommands.
struct FieldCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "field",
        abstract: "Check text as the content of a form field.",
        discussion: """
            Example:
              formkit field check --allowed aeiouAEIOU --max-length 6 aeiou
            """,
        subcommands: [FieldCheckCommand.self]
    )
}
