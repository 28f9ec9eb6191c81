import GRDB

#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif

/// A row's values bound straight into one of GRDB's prepared statements, as GRDB binds them
/// (``StatementBinding``): in an import's loop (``SQLiteStore/RowWriter``), GRDB's argument arrays (an array,
/// a `DatabaseValue` a value, a count check) took more of the writer's time than SQLite's own work.
struct SQLiteRowValues {
    fileprivate let handle: SQLiteStatement
    fileprivate var index: CInt = 0, failure: CInt?

    /// Binds the next value; nil binds NULL.
    mutating func add(_ value: (some StatementBinding)?) {
        index += 1
        let code = value?.bind(to: handle, at: index) ?? sqlite3_bind_null(handle, index)
        if code != SQLITE_OK, failure == nil { failure = code }
    }
}

extension Statement {
    /// Runs the statement once with the values `bind` adds, in the placeholders' order.
    func run(_ bind: (inout SQLiteRowValues) -> Void) throws {
        sqlite3_reset(sqliteStatement)  // the last run's outcome was read when it ran
        var values = SQLiteRowValues(handle: sqliteStatement)
        bind(&values)
        let code = values.failure ?? sqlite3_step(sqliteStatement)
        sqlite3_reset(sqliteStatement)
        guard code == SQLITE_DONE else {
            let message = String(cString: sqlite3_errmsg(sqlite3_db_handle(sqliteStatement)))
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql)
        }
    }
}
