/// Arguments paired with the parameters of the one callee a call can mean,
/// the way swiftc pairs them before it says what is wrong: each parameter
/// in order takes the next argument with its label (or a later one, out of
/// order); a labelled argument left over takes the parameter whose label it
/// most likely misspells; then, left to right, a parameter takes an
/// argument that lacks the label it wants or has one it does not want; with
/// as many arguments as parameters, the rest pair up by place. What is left
/// is an extra argument, a parameter without one (and no default) a missing
/// one; labels paired with another parameter's label are a relabelling.
/// Variadic parameters and trailing closures are not matched here.
struct ArgumentMatch {
    /// Arguments left over, by index.
    var extra: [Int] = []
    /// Parameters with no argument and no default, by index.
    var missing: [Int] = []
    /// The labels the arguments should have had (one per argument, or one
    /// per parameter when the arguments are in an order no move explains);
    /// nil when every argument has its parameter's label.
    var relabelled: [String]?
    /// An argument written after one it should precede: (moved, before).
    var moved: (argument: Int, before: Int)?

    init(arguments: [String], parameters: [String], defaulted: [Bool]) {
        var matcher = Matcher(arguments: arguments, parameters: parameters, defaulted: defaulted)
        self = matcher.run()
    }

    private init() {}

    /// The pairing itself, step by step; labels are "" where none is written.
    private struct Matcher {
        let arguments: [String], parameters: [String], defaulted: [Bool]
        var bindings: [[Int]]
        var claimed: [Bool]
        var claimedCount = 0
        var renamed: [String]?
        var maybeOutOfOrder = false
        var unfulfilled = false

        init(arguments: [String], parameters: [String], defaulted: [Bool]) {
            self.arguments = arguments
            self.parameters = parameters
            self.defaulted = defaulted
            bindings = Array(repeating: [], count: parameters.count)
            claimed = Array(repeating: false, count: arguments.count)
        }

        /// Takes argument `index` for a parameter labelled `label`; a label
        /// that differs starts the list of labels the arguments should have.
        mutating func claim(_ label: String, _ index: Int) -> Int {
            if renamed != nil {
                renamed?[index] = label
            } else if arguments[index] != label {
                var names = Array(repeating: "", count: arguments.count)
                for p in bindings.indices {
                    for (k, a) in bindings[p].enumerated() where a < arguments.count { names[a] = k == 0 ? parameters[p] : "" }
                }
                names[index] = label
                renamed = names
            }
            claimed[index] = true
            claimedCount += 1
            return index
        }

        /// The next unclaimed argument labelled `label`, from `next` on; when
        /// `loosely`, the next argument itself if it or the parameter has no label.
        mutating func claimNext(_ next: inout Int, _ label: String, loosely: Bool) -> Int? {
            while next < arguments.count, claimed[next] { next += 1 }
            if claimedCount == arguments.count { return nil }
            for i in next..<arguments.count where arguments[i] == label && !claimed[i] {
                if i != next {
                    // An unlabelled argument further on is not taken out of order.
                    if label.isEmpty { continue }
                    maybeOutOfOrder = true
                }
                return claim(label, i)
            }
            if next < arguments.count, loosely, label.isEmpty || arguments[next].isEmpty {
                return claim(label, next)
            }
            return nil
        }

        mutating func bindNext(_ parameter: Int, _ next: inout Int, loosely: Bool) {
            if let argument = claimNext(&next, parameters[parameter], loosely: loosely) {
                bindings[parameter].append(argument)
            } else {
                unfulfilled = true
            }
        }

        mutating func run() -> ArgumentMatch {
            var result = ArgumentMatch()
            var next = 0
            for p in parameters.indices where bindings[p].isEmpty { bindNext(p, &next, loosely: false) }
            if claimedCount != arguments.count {
                pairMisspelledLabels()
                if claimedCount != arguments.count {
                    var next = 0
                    unfulfilled = false
                    for p in parameters.indices where bindings[p].isEmpty { bindNext(p, &next, loosely: true) }
                }
                if arguments.count == parameters.count, claimedCount != arguments.count {
                    for i in arguments.indices where !claimed[i] && bindings[i].isEmpty && !defaulted[i] {
                        bindings[i].append(claim(parameters[i], i))
                    }
                }
                result.extra = arguments.indices.filter { !claimed[$0] }
                maybeOutOfOrder = true
            }
            if unfulfilled {
                // A missing argument is made up, so that the order is judged without it.
                var synthesized = arguments.count
                for p in parameters.indices where bindings[p].isEmpty && !defaulted[p] {
                    result.missing.append(p)
                    bindings[p].append(synthesized)
                    synthesized += 1
                }
            }
            if maybeOutOfOrder, let verdict = orderVerdict() {
                switch verdict {
                case .moved(let from, let to):
                    if result.extra.isEmpty && result.missing.isEmpty { result.moved = (from, to) }
                    return result
                case .relabelAll:
                    if result.extra.isEmpty { result.relabelled = parameters }
                    return result
                }
            }
            if result.extra.isEmpty { result.relabelled = renamed }
            return result
        }

        /// A labelled argument no parameter took goes to the free labelled
        /// parameter whose label it most likely misspells.
        mutating func pairMisspelledLabels() {
            let leftover = arguments.indices.filter { !claimed[$0] && !arguments[$0].isEmpty }
            guard !leftover.isEmpty else { return }
            var free = parameters.indices.filter { bindings[$0].isEmpty && !parameters[$0].isEmpty }
            let unlabelledFree = parameters.indices.contains { bindings[$0].isEmpty && parameters[$0].isEmpty }
            guard !free.isEmpty else { return }
            for a in leftover {
                var best: (score: Int, index: Int)?
                for (i, p) in free.enumerated() {
                    guard let score = ArgumentMatch.typoScore(arguments[a], of: parameters[p], within: best?.score) else { continue }
                    if best == nil || score < best!.score { best = (score, i) }
                }
                guard let best else { continue }
                let p = free.remove(at: best.index)
                bindings[p].append(claim(parameters[p], a))
                if free.isEmpty { break }
            }
            unfulfilled = unlabelledFree || !free.isEmpty
        }

        enum OrderVerdict { case moved(Int, Int), relabelAll }

        /// Arguments bound away from their place: a move swiftc can name
        /// ("argument 'b' must precede argument 'a'"), or labels so mixed up
        /// that the parameters' labels are the ones expected.
        func orderVerdict() -> OrderVerdict? {
            var firstArgument: [Int] = []
            var count = 0
            for binding in bindings {
                firstArgument.append(count)
                count += binding.filter { $0 < arguments.count }.count
            }
            var labelMismatch = false
            for p in parameters.indices {
                let to = firstArgument[p]
                for from in bindings[p] where from < arguments.count {
                    let written = arguments[from], wanted = parameters[p]
                    if written != wanted, wanted.isEmpty || written.isEmpty || from == to { labelMismatch = true }
                    if from == to { continue }
                    if !labelMismatch, isMove(parameter: p, from: from, to: to) { return .moved(from, to) }
                    return .relabelAll
                }
            }
            return nil
        }

        /// Whether the argument at `from` belongs at `to`: it has that
        /// parameter's label, and the argument now at `to` has the label of
        /// a later parameter, with only defaulted ones between.
        func isMove(parameter: Int, from: Int, to: Int) -> Bool {
            guard from > to, arguments[from] == parameters[parameter] else { return false }
            for p in (parameter + 1)..<parameters.count {
                if arguments[to] == parameters[p] { return true }
                if !defaulted[p] { return false }
            }
            return false
        }
    }

    /// How likely `written` misspells `intended` (lower is likelier), or
    /// nil when too far apart: any two one-letter labels, else an edit
    /// distance of at most (length of `written` + 1) / 3, and no more than
    /// the best score so far.
    static func typoScore(_ written: String, of intended: String, within best: Int?) -> Int? {
        let a = Array(written.unicodeScalars), b = Array(intended.unicodeScalars)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        let distance = previous[b.count]
        if let best, distance > best { return nil }
        if distance == 0 { return 1 }
        if a.count == 1, b.count == 1 { return distance }
        return distance <= (a.count + 1) / 3 ? distance : nil
    }
}
