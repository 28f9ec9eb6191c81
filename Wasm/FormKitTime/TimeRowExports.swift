import Timestamps

// `formkit time ago`'s lines and TSV rows, for formkit-cli.mjs: the same TimeAgoRows as the native
// command, with every locale's words built in. Linked into formkit-time-cli.wasm only.

nonisolated(unsafe) var timeAgoRows: TimeAgoRows?
/// The locale the last row found no words for, to be warned about once.
nonisolated(unsafe) var unknownLocale = ""

/// Sets the options of the lines and rows: `--now` in the text area (`nowCount` bytes, -1 for none),
/// `--locale` in the second area (`localeCount` bytes, -1 for none), then the others.
@_cdecl("fk_time_ago_options")
func fkTimeAgoOptions(
    _ nowCount: Int32, _ localeCount: Int32, _ style: Int32, _ named: Int32, _ cutoffMinutes: Double,
    _ skewSeconds: Double, _ includeSeconds: Int32, _ zoneKind: Int32, _ fixedOffset: Int32
) {
    let now = nowCount < 0 ? nil : Exchange.text(Int(nowCount))
    let locale = localeCount < 0 ? nil
        : Exchange.second(Int(localeCount))
    timeAgoRows = TimeAgoRows(
        now: now, locale: locale, style: style == 2 ? .narrow : style == 1 ? .short : .long, named: named == 1,
        cutoffMinutes: cutoffMinutes < 0 ? nil : Int(cutoffMinutes), skewTolerance: skewSeconds,
        includeSeconds: includeSeconds == 1, zoneOffset: zoneOffset(kind: zoneKind, fixedOffset: fixedOffset),
        unknownLocale: { unknownLocale = $0 })
}

/// The line (`tsv` 0) or TSV row (`tsv` 1) for the input line in the text area (`count` bytes): 0, or
/// 1 when it failed; the output holds it (slot 0: its length), then a locale with no words, to warn
/// about (slot 1: its length, 0 for none).
@_cdecl("fk_time_ago_row")
func fkTimeAgoRow(_ count: Int32, _ tsv: Int32) -> Int32 {
    guard var rows = timeAgoRows else { return 1 }
    let input = Exchange.text(Int(count))
    unknownLocale = ""
    let (line, ok) = tsv == 1 ? rows.row(Substring(input)) : rows.line(Substring(input))
    timeAgoRows = rows
    let length = Exchange.writeOutput(line) ?? 0
    Exchange.setSlot(0, length)
    Exchange.setSlot(1, unknownLocale.isEmpty ? 0 : Exchange.writeOutput(unknownLocale, at: length) ?? 0)
    return ok ? 0 : 1
}
