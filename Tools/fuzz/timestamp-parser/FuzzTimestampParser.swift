// libFuzzer target for the timestamp parser, compiled together with Sources/Timestamps by
// scripts/fuzz-timestamps. Every input must parse or fail cleanly (no crash, no hang), and:
// - the straight-line fast path and the piece-by-piece path agree on every input;
// - an error's offset lies within the input;
// - a parsed instant renders as UTC text that parses back to the same millisecond;
// - the relative formatter, fed the first 16 bytes as two instants, never crashes or says "0 …".
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTimestampParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)

    var general = TimestampScanner(bytes)
    let slow = Result { () throws(TimestampParseError) in try general.scanPieceByPiece() }
    let fast = TimestampScanner.fields(in: bytes)
    switch (fast, slow) {
    case (.success(let a), .success(let b)):
        guard a.date == b.date, a.secondOfDay == b.secondOfDay, a.nanoseconds == b.nanoseconds,
              a.utcOffset == b.utcOffset else { fatalError("fast and general paths disagree") }
    case (.failure(let a), .failure(let b)):
        guard a == b else { fatalError("fast and general paths report different errors") }
    default:
        fatalError("fast and general paths disagree on validity")
    }

    switch Result(catching: { () throws(TimestampParseError) in try Timestamp(parsingUTF8: bytes) }) {
    case .success(let stamp):
        guard (0..<1_000_000_000).contains(stamp.nanoseconds) else { fatalError("nanoseconds out of range") }
        guard let again = Timestamp(stamp.utcString), again.secondsSince1970 == stamp.secondsSince1970,
              again.nanoseconds == stamp.nanoseconds / 1_000_000 * 1_000_000
        else { fatalError("UTC text does not round-trip") }
    case .failure(let error):
        guard (0...size).contains(error.offset) else { fatalError("error offset outside the input") }
        _ = error.description
    }

    if size >= 16 {
        var first = 0.0, second = 0.0
        withUnsafeMutableBytes(of: &first) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[0..<8])) }
        withUnsafeMutableBytes(of: &second) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[8..<16])) }
        let formatter = RelativeTimeFormatter(cutoffMinutes: size % 2 == 0 ? nil : 11_520, includeSeconds: size % 3 == 0)
        let date = Date(timeIntervalSinceReferenceDate: first), now = Date(timeIntervalSinceReferenceDate: second)
        let text = formatter.string(for: date, relativeTo: now)
        guard !text.isEmpty, !text.hasPrefix("0 "), !text.contains(" 0 ") else { fatalError("bad relative text") }
        _ = formatter.nextChange(for: date, relativeTo: now)
    }
    return 0
}
