/// Arguments that do not fit the one function, method or initializer a call
/// can mean: a label missing, extra, misspelled; an argument missing or one
/// too many. swiftc says which, and where (the argument, or the call's
/// parentheses); with several candidates it only says none fits, as
/// StateLab does then too.
extension Compiler {
    /// Reports why `arguments` do not fit `parameters`, in swiftc's words;
    /// false when the case is not one of those (a reordering, variadics,
    /// trailing closures), for the caller's general message.
    /// `brackets`: a subscript's `[` and `]`, for `grid[row: 1]` ("… in
    /// subscript"); a call's parentheses are found by its position.
    func refuseArguments(_ parameters: [Signature.Parameter], _ arguments: [Argument], at position: SourcePosition,
                         brackets: (open: SourcePosition, close: SourcePosition)? = nil) -> Bool {
        guard Compiler.refuses else { return false }
        let site = brackets == nil ? "call" : "subscript"
        guard let parentheses = brackets ?? callParentheses[position],
              !parameters.contains(where: \.isVariadic), !arguments.contains(where: \.isTrailingClosure) else { return false }
        let labels = arguments.map(\.label)
        let expected = parameters.map(\.label)
        func written(_ list: [String?]) -> String { list.map { ($0 ?? "_") + ":" }.joined() }

        if parameters.isEmpty {
            guard let first = arguments.first, first.label == nil else { return false }
            error(LanguageMessages.argumentToCallWithoutParameters, at: first.value.position)
            return true
        }
        if arguments.count == parameters.count, parameters.contains(where: \.hasDefault),
           labels.indices.allSatisfy({ labels[$0] == expected[$0] || labels[$0] == nil && expected[$0] != nil }),
           labels != expected {
            // Every parameter given, some without their labels (`joined(", ")`
            // for `joined(separator: String = "")`): the labels are missing.
            let missing = labels.indices.filter { labels[$0] != expected[$0] }.map { expected[$0] }
            error(LanguageMessages.missingArgumentLabels(written(missing), count: missing.count, in: site),
                  at: arguments.count == 1 ? arguments[0].value.position : parentheses.open)
            return true
        }
        if arguments.count == parameters.count, !parameters.contains(where: \.hasDefault) {
            let mismatched = labels.indices.filter { labels[$0] != expected[$0] }
            guard !mismatched.isEmpty else { return false }
            if mismatched.allSatisfy({ labels[$0] == nil }) {
                let missing = mismatched.map { expected[$0] }
                error(LanguageMessages.missingArgumentLabels(written(missing), count: missing.count, in: site),
                      at: arguments.count == 1 ? arguments[0].value.position : parentheses.open)
            } else if mismatched.allSatisfy({ expected[$0] == nil }) {
                let extraneous = mismatched.map { labels[$0] }
                error(LanguageMessages.extraneousArgumentLabels(written(extraneous), count: extraneous.count, in: site),
                      at: parentheses.open)
            } else {
                // The right labels in another order: swiftc says which goes
                // first, at it (judged here for two arguments swapped, an
                // unlabelled one named by its place: `unnamed argument #2`).
                if labels.compactMap({ $0 }).sorted() == expected.compactMap({ $0 }).sorted() {
                    // Each parameter takes the argument with its label, an
                    // unlabelled one the next unlabelled argument; two
                    // arguments that trade places are a swap, more a
                    // shuffle whose labels are wrong.
                    var taken: [Int] = []
                    for label in expected {
                        guard let a = labels.indices.first(where: { labels[$0] == label && !taken.contains($0) }) else { return false }
                        taken.append(a)
                    }
                    let moved = taken.indices.filter { taken[$0] != $0 }
                    guard moved.count == 2, let first = moved.first, let later = moved.last else {
                        error(LanguageMessages.incorrectArgumentLabels(have: written(labels), expected: written(expected),
                                                                       count: mismatched.count, in: site),
                              at: parentheses.open)
                        return true
                    }
                    error(LanguageMessages.argumentMustPrecede(
                        LanguageMessages.argumentDescription(label: labels[later], place: later + 1),
                        LanguageMessages.argumentDescription(label: labels[first], place: first + 1)),
                          at: start(of: arguments[later]))
                    return true
                }
                error(LanguageMessages.incorrectArgumentLabels(have: written(labels), expected: written(expected),
                                                               count: mismatched.count, in: site),
                      at: parentheses.open)
            }
            return true
        }
        if parameters.contains(where: \.hasDefault) || !arguments.isEmpty && arguments.count < parameters.count,
           labels.allSatisfy({ $0 != nil }),
           !labels.contains(where: { expected.contains($0) }) {
            // No label is a parameter's (`f(radius: 2)` for `f(nadius:
            // Double = 1)`, `f(x: 1)` for `f(row:col:)`): as swiftc, each
            // argument goes to the parameter whose label it most likely
            // misspells; one that misspells none is one too many.
            var bound: [Int] = []
            for label in labels {
                var best: (parameter: Int, distance: Int)?
                for p in parameters.indices where !bound.contains(p) {
                    guard let target = expected[p], let d = Compiler.typoDistance(label ?? "", of: target) else { continue }
                    if best == nil || d < best!.distance { best = (p, d) }
                }
                guard let best else {
                    guard arguments.count == 1 else { return false }
                    if parameters.contains(where: { $0.label == nil }) {
                        // An unlabelled parameter takes it, its label one too
                        // many (`lookup(key: k)` for `lookup(_ k:, default:
                        // = …)`; a subscript's one name is no label).
                        error(LanguageMessages.extraneousArgumentLabels(written(labels), count: 1, in: site), at: parentheses.open)
                        return true
                    }
                    error(LanguageMessages.extraArgument(arguments[0].label, in: site), at: arguments[0].value.position)
                    return true
                }
                bound.append(best.parameter)
            }
            // Out of order, the labels expected are those in the parameters' order;
            // a required parameter left without one is reported after this.
            error(LanguageMessages.incorrectArgumentLabels(have: written(labels), expected: written(bound.sorted().map { expected[$0] }),
                                                           count: arguments.count, in: site),
                  at: parentheses.open)
            return true
        }
        let required = parameters.indices.filter { !parameters[$0].hasDefault }
        if arguments.count == required.count, required == Array(parameters.indices.prefix(required.count)),
           required.contains(where: { labels[$0] != expected[$0] }),
           required.allSatisfy({ labels[$0] != nil && expected[$0] != nil }),
           !labels.contains(where: { label in parameters.indices.contains { parameters[$0].hasDefault && expected[$0] == label } }) {
            // Defaults only at the end, and an argument for each other
            // parameter under another label.
            let mismatched = required.filter { labels[$0] != expected[$0] }
            if labels.compactMap({ $0 }).sorted() == required.compactMap({ expected[$0] }).sorted() { return false }
            error(LanguageMessages.incorrectArgumentLabels(have: written(labels), expected: written(required.map { expected[$0] }),
                                                           count: mismatched.count, in: site),
                  at: parentheses.open)
            return true
        }
        if arguments.count <= parameters.count {
            // The arguments fit the parameters in order, defaulted ones
            // skipped, but for one required parameter: that one is missing,
            // reported at the argument after it (or the `)`).
            var a = 0
            var missing: (parameter: Int, before: Int)?
            for p in parameters.indices {
                if a < labels.count, labels[a] == expected[p] { a += 1; continue }
                if parameters[p].hasDefault { continue }
                guard missing == nil else { return false }
                missing = (p, a)
            }
            guard a == labels.count, let missing else { return false }
            error(LanguageMessages.missingArgument(expected[missing.parameter].map { "'\($0)'" } ?? "#\(missing.parameter + 1)", in: site),
                  at: missing.before < arguments.count ? start(of: arguments[missing.before]) : parentheses.close)
            return true
        }
        guard Array(labels.prefix(parameters.count)) == expected else { return false }
        let extra = Array(arguments.indices.dropFirst(parameters.count))
        if extra.count == 1 {
            let argument = arguments[extra[0]]
            error(LanguageMessages.extraArgument(argument.label, in: site), at: argument.value.position)
        } else {
            error(LanguageMessages.extraArguments(extra.map { "#\($0 + 1)" }.joined(separator: ", "), in: site), at: parentheses.open)
        }
        return true
    }

    /// How far `written` is from `intended`, when close enough for swiftc
    /// to pair an argument with that parameter: any two one-letter labels,
    /// else an edit distance of at most (length of `written` + 1) / 3 (`afer`
    /// for `after`, `count` for `amount`; not `nmae` for `name`, nor
    /// `vertical` for `top`), as swiftc's argument matching scores them.
    static func typoDistance(_ written: String, of intended: String) -> Int? {
        let a = Array(written.unicodeScalars), b = Array(intended.unicodeScalars)
        // Levenshtein distance, one row at a time.
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        let distance = previous[b.count]
        if a.count == 1, b.count == 1 { return distance }
        return distance <= (a.count + 1) / 3 ? distance : nil
    }

    /// Where an argument starts: its label (`done: true` starts at `done`),
    /// found in the source line before the value; else the value.
    private func start(of argument: Argument) -> SourcePosition {
        guard let label = argument.label else { return argument.value.position }
        let line = Array(sourceLine(argument.value.position))
        var i = argument.value.position.column - 2   // 0-based, before the value
        while i >= 0, i < line.count, line[i] == " " { i -= 1 }
        guard i >= 0, i < line.count, line[i] == ":" else { return argument.value.position }
        i -= 1
        while i >= 0, line[i] == " " { i -= 1 }
        let first = i - label.count + 1
        guard first >= 0, String(line[first...i]) == label else { return argument.value.position }
        var position = argument.value.position
        position.column = first + 1
        return position
    }
}
