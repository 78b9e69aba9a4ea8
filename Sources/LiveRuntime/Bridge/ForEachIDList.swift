extension ForEachIDs {
    /// The ids one evaluation read for one `ForEach`, and which of them
    /// it took from the evaluation before: the first `head` and the last
    /// `tail` are `earlier`'s, in order, the others were read. A lazy
    /// container re-indexes only the others (`LazyRowList.ids(since:)`).
    ///
    /// The ids are kept in runs that share the earlier lists' storage:
    /// keeping ten thousand ids around one deleted row takes two slices,
    /// not ten thousand retains (and the earlier list's end, as many
    /// releases). Each change may split a run; past `maximumRuns` the runs
    /// are joined into one, which costs the ids once.
    final class List {
        private let runs: [ArraySlice<ID>]
        /// Where each run ends, counted in ids.
        private let ends: [Int]
        let count: Int
        private(set) weak var earlier: List?
        let head: Int
        let tail: Int

        static let maximumRuns = 16

        init(_ ids: [ID]) {
            runs = ids.isEmpty ? [] : [ids[...]]
            ends = ids.isEmpty ? [] : [ids.count]
            count = ids.count
            head = 0
            tail = 0
        }

        /// `earlier`'s first `head` and last `tail` ids with `middle` between.
        init(keeping head: Int, and tail: Int, of earlier: List, around middle: [ID]) {
            var runs = earlier.runs(0..<head)
            if !middle.isEmpty { runs.append(middle[...]) }
            runs += earlier.runs((earlier.count - tail)..<earlier.count)
            if runs.count > Self.maximumRuns { runs = [ArraySlice(runs.joined())] }
            var ends: [Int] = []
            ends.reserveCapacity(runs.count)
            var total = 0
            for run in runs {
                total += run.count
                ends.append(total)
            }
            self.runs = runs
            self.ends = ends
            count = total
            self.earlier = earlier
            self.head = head
            self.tail = tail
        }

        subscript(index: Int) -> ID {
            // The first run that ends after `index`.
            var low = 0, high = ends.count - 1
            while low < high {
                let middle = (low + high) / 2
                if ends[middle] > index { high = middle } else { low = middle + 1 }
            }
            let run = runs[low]
            let start = ends[low] - run.count
            return run[run.startIndex + index - start]
        }

        /// The ids in `range`, as slices of the runs that hold them.
        private func runs(_ range: Range<Int>) -> [ArraySlice<ID>] {
            var result: [ArraySlice<ID>] = []
            guard !range.isEmpty else { return result }
            var start = 0
            for (run, end) in zip(runs, ends) {
                defer { start = end }
                let lower = Swift.max(range.lowerBound, start), upper = Swift.min(range.upperBound, end)
                guard lower < upper else { continue }
                result.append(run[(run.startIndex + lower - start)..<(run.startIndex + upper - start)])
            }
            return result
        }
    }
}
