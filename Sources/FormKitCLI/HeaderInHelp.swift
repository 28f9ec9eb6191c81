/// A TSV header as the help text shows it: the column names separated by spaces.
///
///     headerInHelp("input\tregion\tvalid")  // "input region valid"
///
/// Built with the standard library only: the help texts are built on every run (argument parsing
/// reads every command's configuration), and Foundation's `replacingOccurrences` cost each run about
/// a third of a millisecond on first use.
func headerInHelp(_ header: String) -> String {
    String(header.map { $0 == "\t" ? " " : $0 })
}
