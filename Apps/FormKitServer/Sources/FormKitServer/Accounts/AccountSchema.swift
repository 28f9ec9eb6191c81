/// The account tables, the same in SQLite and PostgreSQL but for the types of times and texts.
///
/// - `account`: one row a person who may sign in; `password_hash` is bcrypt's text.
/// - `account_session`: one row a signed-in browser, keyed by the SHA-256 of its cookie; `used_at` is
///   when it was last seen, for the idle expiry. No foreign key: removing an account removes its
///   sessions in the same transaction.
/// - `sign_in_failure`: failed sign-ins of the last window (``SignInLimits``), by name and by address.
enum AccountSchema {
    static func statements(timeType: String, textType: String) -> [String] {
        [
            "CREATE TABLE account (name \(textType) PRIMARY KEY, password_hash \(textType) NOT NULL, created_at \(timeType) NOT NULL)",
            """
            CREATE TABLE account_session (
                digest \(textType) PRIMARY KEY, account_name \(textType) NOT NULL,
                created_at \(timeType) NOT NULL, used_at \(timeType) NOT NULL)
            """,
            "CREATE INDEX account_session_on_account_name ON account_session (account_name)",
            "CREATE TABLE sign_in_failure (account_name \(textType) NOT NULL, address \(textType) NOT NULL, failed_at \(timeType) NOT NULL)",
            "CREATE INDEX sign_in_failure_on_account_name ON sign_in_failure (account_name, failed_at)",
            "CREATE INDEX sign_in_failure_on_address ON sign_in_failure (address, failed_at)",
            "CREATE INDEX sign_in_failure_on_failed_at ON sign_in_failure (failed_at)",
        ]
    }
}
