/// The keys a ``SubtreeSearch`` finds, gathered as UTF-8 in one buffer and
/// turned into strings once they are in key order.
///
/// The search reads a node's `eq` subtree before its `lo` subtree, so it
/// can find the keys through a node before the smaller keys beside it. The
/// radix sort that orders keys for a bulk build puts them right (UTF-8 byte
/// order is Unicode scalar order), and checks first whether they already are.
struct FoundKeys {
    private var keys = UTF8Keys()
    /// For each key found, the node where it ends and its distance from the query.
    private var ends: [(node: Int32, distance: Int)] = []

    /// Records the key spelled by `path`, which ends at `node`, `distance` from the query.
    mutating func append(_ path: some Collection<UInt32>, node: Int32, distance: Int = 0) {
        keys.append(scalars: path)
        ends.append((node, distance))
    }

    /// The keys in order, Unicode scalar by scalar, each with its node and distance.
    func sortedByKey() -> [(key: String, node: Int32, distance: Int)] {
        keys.sortedOrder().map { index in
            (keys.string(at: index), ends[index].node, ends[index].distance)
        }
    }
}
