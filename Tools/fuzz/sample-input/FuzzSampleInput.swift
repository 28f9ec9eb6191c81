// libFuzzer target for the input side of `formkit sample`: the weight-field
// parser and the line skipper. Build and run with scripts/fuzz-sample.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSampleInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    guard let first = bytes.first else { return 0 }
    let rest = UnsafeRawBufferPointer(rebasing: bytes.dropFirst())

    // The weight parser returns a usable weight or an error, and never traps.
    let field = WeightField(number: Int(first % 4) + 1, delimiter: first & 0x80 == 0 ? UInt8(ascii: ",") : 0x09)
    if let weight = try? field.weight(in: rest, lineNumber: 1) {
        precondition(weight.isFinite && weight >= 0, "weight out of range")
    }

    // The plain-decimal fast path agrees with strtod whenever it answers.
    if let fast = WeightField.plainDecimal(rest) {
        precondition(fast.bitPattern == WeightField.parseWithStrtod(rest)?.bitPattern, "fast path disagrees with strtod")
    }

    // Skipping n newlines lands just after the n-th newline, or at the end.
    let wanted = Int(first) + 1
    let reader = LineReader(fileDescriptor: -1)
    let (skipped, end) = reader.skipNewlines(wanted, in: rest)
    let newlineOffsets = rest.indices.filter { rest[$0] == 0x0A }
    if newlineOffsets.count >= wanted {
        precondition(skipped == wanted && end == newlineOffsets[wanted - 1] + 1, "skip landed wrong")
    } else {
        precondition(skipped == newlineOffsets.count && end == rest.count, "skip miscounted")
    }
    return 0
}
