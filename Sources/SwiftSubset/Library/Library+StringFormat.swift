import Foundation

/// Foundation's `String(format:_:)`: the format is rendered by Foundation
/// itself, so widths, flags and rounding are exactly Swift's on Linux
/// (`%6@` ignores its width there, `%d` takes 32 bits). Each argument is
/// handed over as the C type its conversion reads; conversions that would
/// read memory (`%s`, `%n`, `%p`) and missing arguments are refused with a
/// message instead of being undefined behaviour.
extension Library {
    func installStringFormat() {
        for spec in ["init(format:_...:)", "localizedStringWithFormat(_:_...:)"] {
            staticMethod(string, spec, .string) { rt, _, args, at throws(Unwind) in
                let format = try Library.string(args[0], at)
                let values = (try? Library.array(args[1], at)) ?? []
                return .string(try rt.library.format(format, values, rt: rt, at: at))
            }
        }
        method(string, "padding(toLength:withPad:startingAt:)", .string) { _, v, args, at throws(Unwind) in
            let s = try Library.string(v, at)
            let length = try Library.int(args[0], at), pad = try Library.string(args[1], at)
            let start = try Library.int(args[2], at)
            guard !pad.isEmpty, start >= 0, start < pad.count else { return .string(s) }
            return .string(s.padding(toLength: max(0, length), withPad: pad, startingAt: start))
        }
    }

    /// Renders `format` with `values` as Foundation does.
    func format(_ format: String, _ values: [Value], rt: Runtime, at: SourcePosition) throws(Unwind) -> String {
        var arguments: [CVarArg] = []
        var next = 0
        func take() throws(Unwind) -> Value {
            guard next < values.count else { throw .trap(Trap(message: LanguageMessages.formatMissingArgument, position: at)) }
            defer { next += 1 }
            return values[next]
        }
        let characters = Array(format)
        var i = 0
        while i < characters.count {
            guard characters[i] == "%" else { i += 1; continue }
            i += 1
            // Flags, width, precision and length modifiers, then the conversion.
            var conversion: Character?
            while i < characters.count {
                let c = characters[i]
                i += 1
                if c == "*" { arguments.append(Int32(truncatingIfNeeded: try Library.int(try take(), at))); continue }
                if "-+ #0123456789.hlqLzjt'".contains(c) { continue }
                conversion = c
                break
            }
            guard let conversion else { break }
            switch conversion {
            case "%":
                break
            case "d", "i", "o", "u", "x", "X", "c", "C":
                arguments.append(Library.integerArgument(try take()))
            case "f", "F", "e", "E", "g", "G", "a", "A":
                let value = try take()
                arguments.append(value.numeric ?? 0)
            case "@":
                arguments.append(try describe(try take(), rt: rt, at: at))
            default:
                throw .trap(Trap(message: LanguageMessages.formatUnsupportedConversion(String(conversion)), position: at))
            }
        }
        return String(format: format, arguments: arguments)
    }

    /// An integer as the C type of its Swift type.
    private static func integerArgument(_ value: Value) -> CVarArg {
        switch value.unwrappedIfOptional {
        case .int(let i): return i
        case .fixedWidth(let x):
            switch x.kind {
            case .int8: return Int8(truncatingIfNeeded: x.value)
            case .int16: return Int16(truncatingIfNeeded: x.value)
            case .int32: return Int32(truncatingIfNeeded: x.value)
            case .int64: return Int64(truncatingIfNeeded: x.value)
            case .uint8: return UInt8(truncatingIfNeeded: x.value)
            case .uint16: return UInt16(truncatingIfNeeded: x.value)
            case .uint32: return UInt32(truncatingIfNeeded: x.value)
            case .uint64, .uint: return UInt64(truncatingIfNeeded: x.value)
            }
        case .double(let d): return Int(exactly: d.rounded(.towardZero)) ?? 0
        case .bool(let b): return b ? 1 : 0
        case .character(let c): return Int(c.unicodeScalars.first?.value ?? 0)
        default: return 0
        }
    }
}
