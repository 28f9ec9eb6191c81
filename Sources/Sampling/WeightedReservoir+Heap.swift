// The binary min-heap that keeps the slot with the smallest key at `heap[0]`.

extension WeightedReservoir {
    mutating func siftUp(from start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard logKeys[heap[child]] < logKeys[heap[parent]] else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            var smallest = parent
            for child in [2 * parent + 1, 2 * parent + 2] where child < heap.count {
                if logKeys[heap[child]] < logKeys[heap[smallest]] { smallest = child }
            }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
