/// Writes numbering-plan bundles in the layout ``PlanBundle`` reads: used by the metadata generator
/// (Tools/metadata/AutomataCompiler --bundle) and by the tests. The output depends only on what is
/// given, so a bundle is reproducible.
///
///     var writer = PlanBundleWriter(phonenumbersVersion: "9.0.43")
///     writer.setLines(["CH;41;…"], for: .regions)
///     let bytes = writer.bytes()
public struct PlanBundleWriter: Sendable {
    /// A graph of automata to write: `successors[state][digit]`, which states accept, each pattern's
    /// start, and the dead state (written as state 0).
    public struct Graph: Sendable {
        public var successors: [[Int]]
        public var accepting: [Bool]
        public var starts: [Int]
        public var dead: Int

        public init(successors: [[Int]], accepting: [Bool], starts: [Int], dead: Int) {
            self.successors = successors
            self.accepting = accepting
            self.starts = starts
            self.dead = dead
        }

        /// A graph with only the dead state: for a bundle without patterns.
        public static let empty = Graph(successors: [[Int](repeating: 0, count: 10)], accepting: [false], starts: [], dead: 0)
    }

    private let version: String
    private var sections: [PlanSection: [UInt8]] = [:]
    /// Where each record of a record section starts in it, for ``PlanSection/recordOffsets``.
    private var recordStarts: [PlanSection: [Int]] = [:]

    /// A writer for a bundle built from this `phonenumbers` version (at most 16 bytes of ASCII).
    public init(phonenumbersVersion: String) {
        precondition(phonenumbersVersion.utf8.count <= PlanBundle.versionSize, "a version of at most 16 bytes")
        version = phonenumbersVersion
        for section in PlanSection.allCases where section != .recordOffsets {
            sections[section] = section.isAutomata ? Self.encode(.empty) : []
        }
    }

    /// Sets a text section's lines (printable ASCII, no line breaks).
    public mutating func setLines(_ lines: [String], for section: PlanSection) {
        precondition(section.isText, "an automata section takes a graph, a record section records")
        sections[section] = Array(lines.joined(separator: "\n").utf8)
    }

    /// Sets a record section: ``PlanSection/regions`` sorted by region code, or
    /// ``PlanSection/nonGeographic`` by calling code. Strings are printable ASCII; an empty one is
    /// written as absent.
    public mutating func setRecords(_ records: [PlanRecord], for section: PlanSection) {
        precondition(section == .regions || section == .nonGeographic, "plan records go in RGNS or NGEO")
        var writer = RecordWriter()
        var starts: [Int] = []
        for record in records {
            starts.append(writer.bytes.count)
            writer.append(record)
        }
        sections[section] = writer.bytes
        recordStarts[section] = starts
    }

    /// Sets the short-number records, sorted by region code.
    public mutating func setShortRecords(_ records: [ShortPlanRecord]) {
        var writer = RecordWriter()
        var starts: [Int] = []
        for record in records {
            starts.append(writer.bytes.count)
            writer.append(record)
        }
        sections[.shortRegions] = writer.bytes
        recordStarts[.shortRegions] = starts
    }

    /// Sets every calling code's regions (main region first), codes ascending.
    public mutating func setCallingCodes(_ entries: [(code: Int, regions: [String])]) {
        var writer = RecordWriter()
        var starts: [Int] = []
        for entry in entries {
            starts.append(writer.bytes.count)
            writer.append(callingCode: entry.code, regions: entry.regions)
        }
        sections[.callingCodes] = writer.bytes
        recordStarts[.callingCodes] = starts
    }

    /// Sets the alternate formats of the calling codes that have some, codes ascending.
    public mutating func setAlternateFormats(_ entries: [(code: Int, formats: [FormatRecord])]) {
        var writer = RecordWriter()
        var starts: [Int] = []
        for entry in entries {
            starts.append(writer.bytes.count)
            writer.append(callingCode: entry.code, alternateFormats: entry.formats)
        }
        sections[.alternateFormats] = writer.bytes
        recordStarts[.alternateFormats] = starts
    }

    /// Sets an automata section.
    public mutating func setGraph(_ graph: Graph, for section: PlanSection) {
        precondition(section.isAutomata, "a text section takes lines")
        sections[section] = Self.encode(graph)
    }

    /// The bundle: header, section table, then the sections in ``PlanSection`` order.
    public func bytes() -> [UInt8] {
        let order = PlanSection.allCases
        var offset = PlanBundle.headerSize + order.count * PlanBundle.entrySize
        var table: [UInt8] = []
        var body: [UInt8] = []
        for section in order {
            let content = section == .recordOffsets ? recordOffsets() : sections[section] ?? []
            table += section.tagBytes + Self.littleEndian(UInt32(offset)) + Self.littleEndian(UInt32(content.count))
            body += content
            offset += content.count
        }
        var versionField = Array(version.utf8)
        versionField += [UInt8](repeating: 0, count: PlanBundle.versionSize - versionField.count)
        var bundle = PlanBundle.magic + Self.littleEndian(PlanBundle.formatVersion)
            + Self.littleEndian(UInt16(order.count)) + Self.littleEndian(UInt32(offset)) + [0, 0, 0, 0]
            + versionField + table + body
        let checksum = bundle.withUnsafeBufferPointer { CRC32.checksum(UnsafeBufferPointer(rebasing: $0[16...])) }
        bundle.replaceSubrange(12..<16, with: Self.littleEndian(checksum))
        return bundle
    }

    /// ``PlanSection/recordOffsets``: per record section, in ``PlanSection/indexedRecords`` order, the
    /// count of its records then each one's length, numbers as in records.
    private func recordOffsets() -> [UInt8] {
        var writer = RecordWriter()
        for section in PlanSection.indexedRecords {
            let starts = recordStarts[section] ?? []
            let ends = starts.dropFirst() + [sections[section]?.count ?? 0]
            writer.number(starts.count)
            for (start, end) in zip(starts, ends) { writer.number(end - start) }
        }
        return writer.bytes
    }

    /// The graph in ``PlanAutomata``'s layout: the dead state first, then a breadth-first walk from each
    /// pattern's start not met yet, each state's runs in that order (states no pattern reaches are left
    /// out). A pattern whose start begins the next walk is written 0, any other its number + 1.
    static func encode(_ graph: Graph) -> [UInt8] {
        var number = [Int](repeating: -1, count: graph.accepting.count)
        var order: [Int] = []
        var startValues: [UInt16] = []
        for (position, root) in ([graph.dead] + graph.starts).enumerated() {
            if number[root] >= 0 {
                startValues.append(UInt16(number[root] + 1))
                continue
            }
            if position > 0 { startValues.append(0) }
            number[root] = order.count
            order.append(root)
            var cursor = order.count - 1
            while cursor < order.count {
                for target in graph.successors[order[cursor]] where number[target] < 0 {
                    number[target] = order.count
                    order.append(target)
                }
                cursor += 1
            }
        }
        precondition(order.count <= PlanAutomata.maximumStateCount, "at most 65,535 states")
        var runs: [UInt8] = []
        var targets: [UInt8] = []
        var numbered = 0
        for (position, state) in order.enumerated() {
            if numbered == position { numbered += 1 }  // a root: its walk starts here
            let successors = graph.successors[state]
            var digit = 0
            while digit < 10 {
                let target = successors[digit]
                var end = digit
                while end < 9, successors[end + 1] == target { end += 1 }
                var kind = RunHead.named
                if target == graph.dead {
                    kind = RunHead.dead
                } else if number[target] == numbered {
                    kind = RunHead.new
                    numbered += 1
                } else {
                    targets += littleEndian(UInt16(number[target]))
                }
                runs.append(RunHead.byte(end: end, kind: kind, accepting: digit == 0 && graph.accepting[state]))
                digit = end + 1
            }
        }
        var bytes = littleEndian(UInt32(order.count)) + littleEndian(UInt32(graph.starts.count))
        bytes += littleEndian(UInt32(runs.count)) + littleEndian(UInt32(targets.count / 2))
        for value in startValues { bytes += littleEndian(value) }
        return bytes + runs + targets
    }

    static func littleEndian<Value: FixedWidthInteger>(_ value: Value) -> [UInt8] {
        (0..<(Value.bitWidth / 8)).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
