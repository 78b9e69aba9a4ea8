/// Arguments that do not fit the one function, method or initializer a call
/// can mean: a label missing, extra, misspelled; an argument missing, one
/// too many, or out of order. The arguments are paired with the parameters
/// as swiftc pairs them (`ArgumentMatch`), and its first complaint is said,
/// in its words and at its place (an argument, or the call's parentheses);
/// with several candidates it only says none fits, as StateLab does then too.
extension Compiler {
    /// Reports why `arguments` do not fit `parameters`, in swiftc's words;
    /// false when nothing is found wrong, or for variadic parameters and
    /// trailing closures (not paired here), for the caller's general message.
    /// `brackets`: a subscript's `[` and `]`, for `grid[row: 1]` ("… in
    /// subscript"); a call's parentheses are found by its position.
    func refuseArguments(_ parameters: [Signature.Parameter], _ arguments: [Argument], at position: SourcePosition,
                         brackets: (open: SourcePosition, close: SourcePosition)? = nil) -> Bool {
        guard Compiler.refuses else { return false }
        let site = brackets == nil ? "call" : "subscript"
        guard let parentheses = brackets ?? callParentheses[position],
              !parameters.contains(where: \.isVariadic), !arguments.contains(where: \.isTrailingClosure) else { return false }
        if parameters.isEmpty {
            guard let first = arguments.first, first.label == nil else { return false }
            error(LanguageMessages.argumentToCallWithoutParameters, at: first.value.position)
            return true
        }
        return refuseUnmatchedArguments(parameters, arguments, in: site, parentheses: parentheses)
    }

    /// The arguments as swiftc pairs them (`ArgumentMatch`), its first
    /// complaint: an extra argument, then labels to change, then an
    /// argument to move, then the missing arguments. False when it finds
    /// nothing wrong.
    private func refuseUnmatchedArguments(_ parameters: [Signature.Parameter], _ arguments: [Argument], in site: String,
                                          parentheses: (open: SourcePosition, close: SourcePosition)) -> Bool {
        let written = arguments.map { $0.label ?? "" }
        let match = ArgumentMatch(arguments: written, parameters: parameters.map { $0.label ?? "" },
                                  defaulted: parameters.map(\.hasDefault))
        func listed(_ labels: [String]) -> String { labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined() }
        if let first = match.extra.first {
            if match.extra.count == 1 {
                error(LanguageMessages.extraArgument(arguments[first].label, in: site), at: arguments[first].value.position)
            } else {
                error(LanguageMessages.extraArguments(match.extra.map { "#\($0 + 1)" }.joined(separator: ", "), in: site),
                      at: parentheses.open)
            }
            return true
        }
        if let wanted = match.relabelled {
            // Each place where the written label and the wanted one differ:
            // one missing, one extraneous, or one wrong.
            var missing: [String] = [], extraneous: [String] = [], wrong = 0
            for i in 0..<max(written.count, wanted.count) {
                let old = i < written.count ? written[i] : nil, new = i < wanted.count ? wanted[i] : nil
                if old == new { continue }
                if let old, let new, !old.isEmpty, !new.isEmpty { wrong += 1 }
                else if let new, old == nil || old == "" { missing.append(new) }
                else if let old { extraneous.append(old) }
            }
            let count = missing.count + extraneous.count + wrong
            if wrong > 0 || !missing.isEmpty && !extraneous.isEmpty {
                error(LanguageMessages.incorrectArgumentLabels(have: listed(written), expected: listed(wanted), count: count, in: site),
                      at: parentheses.open)
            } else if !missing.isEmpty {
                error(LanguageMessages.missingArgumentLabels(listed(missing), count: count, in: site),
                      at: arguments.count == 1 ? arguments[0].value.position : parentheses.open)
            } else {
                error(LanguageMessages.extraneousArgumentLabels(listed(extraneous), count: count, in: site), at: parentheses.open)
            }
            return true
        }
        if let moved = match.moved {
            error(LanguageMessages.argumentMustPrecede(
                LanguageMessages.argumentDescription(label: arguments[moved.argument].label, place: moved.argument + 1),
                LanguageMessages.argumentDescription(label: arguments[moved.before].label, place: moved.before + 1)),
                  at: start(of: arguments[moved.argument]))
            return true
        }
        guard let first = match.missing.first else { return false }
        func named(_ p: Int) -> String { parameters[p].label.map { "'\($0)'" } ?? "#\(p + 1)" }
        if match.missing.count == 1 {
            // At the first argument for the first parameter, else just after
            // the argument in the place before the parameter's (or the `)`).
            let p = first
            let place = p == 0 ? arguments.first.map(start)
                : p <= arguments.count ? end(ofArgument: p - 1, arguments, close: parentheses.close) : nil
            error(LanguageMessages.missingArgument(named(p), in: site), at: place ?? parentheses.close)
        } else {
            error(LanguageMessages.missingArguments(match.missing.map(named).joined(separator: ", "), in: site),
                  at: parentheses.open)
        }
        return true
    }

    /// Just after the last character of argument `index`: found going
    /// back from the next argument over its `,` (or from the `)`), past
    /// spaces; nil when that is not on one line.
    private func end(ofArgument index: Int, _ arguments: [Argument], close: SourcePosition) -> SourcePosition? {
        var position = index + 1 < arguments.count ? start(of: arguments[index + 1]) : close
        let line = Array(sourceLine(position))
        var i = position.column - 2
        while i >= 0, i < line.count, line[i] == " " { i -= 1 }
        if index + 1 < arguments.count {
            guard i >= 0, i < line.count, line[i] == "," else { return nil }
            i -= 1
            while i >= 0, line[i] == " " { i -= 1 }
        }
        guard i >= 0, i < line.count else { return nil }
        position.column = i + 2
        return position
    }

    /// Where an argument starts: its label (`done: true` starts at `done`),
    /// found in the source line before the value; else the value.
    private func start(of argument: Argument) -> SourcePosition {
        // The value's first character: a member chain's base, a parenthesized value's `(`.
        var value = Compiler.startPosition(of: argument.value)
        if let open = argument.value.parentheses?.open, open < value { value = open }
        guard let label = argument.label else { return value }
        // `z: (3)`: the label's colon is before the value's parentheses.
        let line = Array(sourceLine(value))
        while value.column >= 2, value.column - 2 < line.count, line[value.column - 2] == "(" { value.column -= 1 }
        var i = value.column - 2   // 0-based, before the value
        while i >= 0, i < line.count, line[i] == " " { i -= 1 }
        guard i >= 0, i < line.count, line[i] == ":" else { return value }
        i -= 1
        while i >= 0, line[i] == " " { i -= 1 }
        let first = i - label.count + 1
        guard first >= 0, String(line[first...i]) == label else { return value }
        var position = value
        position.column = first + 1
        return position
    }
}
