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

    /// A writer for a bundle built from this `phonenumbers` version (at most 16 bytes of ASCII).
    public init(phonenumbersVersion: String) {
        precondition(phonenumbersVersion.utf8.count <= PlanBundle.versionSize, "a version of at most 16 bytes")
        version = phonenumbersVersion
        for section in PlanSection.allCases {
            sections[section] = section.isAutomata ? Self.encode(.empty) : []
        }
    }

    /// Sets a text section's lines (printable ASCII, no line breaks).
    public mutating func setLines(_ lines: [String], for section: PlanSection) {
        precondition(!section.isAutomata, "an automata section takes a graph")
        sections[section] = Array(lines.joined(separator: "\n").utf8)
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
            let content = sections[section] ?? []
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

    /// The graph in ``PlanAutomata``'s layout, the dead state renumbered 0 (it swaps with state 0).
    static func encode(_ graph: Graph) -> [UInt8] {
        let count = graph.accepting.count
        func renumber(_ state: Int) -> Int { state == graph.dead ? 0 : state == 0 ? graph.dead : state }
        var bytes = littleEndian(UInt32(count)) + littleEndian(UInt32(graph.starts.count))
        for start in graph.starts { bytes += littleEndian(UInt32(renumber(start))) }
        var bits = [UInt8](repeating: 0, count: (count + 7) / 8)
        for state in 0..<count where graph.accepting[renumber(state)] { bits[state / 8] |= 1 << UInt8(state % 8) }
        bytes += bits
        for state in 0..<count {
            for target in graph.successors[renumber(state)] { bytes += littleEndian(UInt16(renumber(target))) }
        }
        return bytes
    }

    static func littleEndian<Value: FixedWidthInteger>(_ value: Value) -> [UInt8] {
        (0..<(Value.bitWidth / 8)).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
