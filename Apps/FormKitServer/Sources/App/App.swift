import ArgumentParser
import Foundation

/// `formkit-server`: the FormKit app (`serve`, the default), its contact import (`import`) and its accounts (`user`).
@main
struct FormKitServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formkit-server",
        abstract: "Serve the FormKit app: contacts and a thermostat schedule, stored in SQLite or PostgreSQL.",
        discussion: """
            Examples:
              formkit-server --port 8080 --database formkit.sqlite
              formkit-server --database postgres://formkit@127.0.0.1:5432/formkit
              formkit-server import --database formkit.sqlite contacts.csv
              formkit-server user add ann --database formkit.sqlite   (the password on standard input)
            """,
        subcommands: [ServeCommand.self, ImportCommand.self, UserCommand.self],
        defaultSubcommand: ServeCommand.self)

    /// Runs the command; a usage error exits 2 (argument-parser's own code is 64), any other failure 1.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            guard code == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            exit(withError: ExitCode(2))
        }
    }
}

/// A reason the command cannot go on, printed as one line on stderr, exit 1.
struct CommandFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
