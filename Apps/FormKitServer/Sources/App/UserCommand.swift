import ArgumentParser
import FormKitServer
import Foundation

/// `formkit-server user add|remove|list --database DB`: the accounts that may sign in, kept in the app's database.
struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user",
        abstract: "Add, remove or list the accounts that may sign in.",
        discussion: """
            Accounts live in the app's database, so every instance on it shares them. Once one exists,
            every page and API call needs a session; a server on an address other machines can reach
            refuses to start without one.
            """,
        subcommands: [Add.self, Remove.self, List.self])

    /// The `--database` option every subcommand takes, as `serve` and `import` do.
    struct DatabaseOption: ParsableArguments {
        @Option(help: "A SQLite file, or postgres://USER[:PASSWORD]@HOST:PORT/DB.")
        var database = "formkit.sqlite"
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add an account; its password (at least 12 characters) is read from standard input.",
            discussion: "Example: printf '%s\\n' \"$PASSWORD\" | formkit-server user add ann --database formkit.sqlite")

        @OptionGroup var options: DatabaseOption
        @Argument(help: "The account's name: letters, digits or . _ @ -, up to 64.")
        var name: String

        func validate() throws {
            guard AccountName.isValid(name) else { throw ValidationError(AccountError.invalidName.description) }
        }

        func run() async throws {
            let password = Self.readPassword()
            guard password.count >= PasswordHashing.minimumLength else {
                throw CommandFailure(message: AccountError.shortPassword(minimum: PasswordHashing.minimumLength).description)
            }
            try await withAccounts(options.database) { accounts in
                let hash = try await PasswordHashing.hash(password)
                try await accounts.addAccount(name: name, passwordHash: hash, now: Date())
            }
            print("added \(name)")
        }

        /// The first line of standard input, without its line ending; on a terminal, asked for without echo.
        static func readPassword() -> String {
            if isatty(STDIN_FILENO) == 1, let typed = getpass("Password for the new account: ") {
                return String(cString: typed)
            }
            let line = readLine(strippingNewline: true) ?? ""
            return line.hasSuffix("\r") ? String(line.dropLast()) : line
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove an account and end its sessions.")

        @OptionGroup var options: DatabaseOption
        @Argument(help: "The account's name.")
        var name: String

        func run() async throws {
            let removed = try await withAccounts(options.database) { try await $0.removeAccount(name: name) }
            guard removed else { throw CommandFailure(message: "there is no account named \(name)") }
            print("removed \(name)")
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the accounts' names, one a line.")

        @OptionGroup var options: DatabaseOption

        func run() async throws {
            for name in try await withAccounts(options.database, { try await $0.accountNames() }) { print(name) }
        }
    }
}

/// Runs `body` on the accounts of `database`; failures become one line on stderr, exit 1.
private func withAccounts<Result: Sendable>(
    _ database: String, _ body: (any AccountStore) async throws -> Result
) async throws -> Result {
    do {
        return try await AccountStoreOpening.with(database, body)
    } catch let error as AccountError {
        throw CommandFailure(message: error.description)
    } catch let error as DatabaseUnreachable {
        throw CommandFailure(message: error.description)
    } catch let error as PostgresLocation.Invalid {
        throw CommandFailure(message: error.description)
    }
}
