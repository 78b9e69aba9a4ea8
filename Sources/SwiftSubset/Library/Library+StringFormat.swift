#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Foundation's `String(format:_:)`, written without Foundation: each
/// conversion is rendered by the C library's `vsnprintf`, which Foundation
/// itself hands numeric conversions to, so widths, flags and rounding are
/// exactly Swift's on Linux (`%d` takes 32 bits); `%@` is the argument's
/// description, its width ignored, as Foundation on Linux does. Each
/// argument (the next, or the one `%2$@` names) is handed over as the C
/// type its conversion reads; conversions
/// that would read memory (`%s`, `%n`, `%p`) and missing arguments are
/// refused with a message instead of being undefined behaviour.
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
            return .string(Library.padding(s, toLength: max(0, length), withPad: pad, startingAt: start))
        }
    }

    /// Renders `format` with `values` as Foundation does.
    func format(_ format: String, _ values: [Value], rt: Runtime, at: SourcePosition) throws(Unwind) -> String {
        var next = 0
        func take() throws(Unwind) -> Value {
            guard next < values.count else { throw .trap(Trap(message: LanguageMessages.formatMissingArgument, position: at)) }
            defer { next += 1 }
            return values[next]
        }
        var output = ""
        let characters = Array(format)
        var i = 0
        while i < characters.count {
            guard characters[i] == "%" else {
                output.append(characters[i])
                i += 1
                continue
            }
            // Flags, width, precision and length modifiers, then the conversion.
            var spec = "%"
            var arguments: [CVarArg] = []
            var conversion: Character?
            i += 1
            // `%2$@`: the argument named by its position.
            var position: Int?
            var digitsEnd = i
            while digitsEnd < characters.count, characters[digitsEnd].isASCII, characters[digitsEnd].isNumber { digitsEnd += 1 }
            if digitsEnd > i, digitsEnd < characters.count, characters[digitsEnd] == "$" {
                position = Int(String(characters[i..<digitsEnd]))
                i = digitsEnd + 1
            }
            func argument() throws(Unwind) -> Value {
                guard let position else { return try take() }
                guard position >= 1, position <= values.count else {
                    throw .trap(Trap(message: LanguageMessages.formatMissingArgument, position: at))
                }
                return values[position - 1]
            }
            while i < characters.count {
                let c = characters[i]
                i += 1
                if c == "*" {
                    arguments.append(Int32(truncatingIfNeeded: try Library.int(try take(), at)))
                    spec.append(c)
                    continue
                }
                if "-+ #0123456789.hlqLzjt'".contains(c) {
                    // A double is passed as a double whatever the length
                    // modifier says (Swift has no long double to give).
                    if c != "L" { spec.append(c) }
                    continue
                }
                conversion = c
                break
            }
            guard let conversion else {
                output += spec
                break
            }
            switch conversion {
            case "%":
                output.append("%")
            case "d", "i", "o", "u", "x", "X", "c":
                arguments.append(Library.integerArgument(try argument()))
                output += Self.printf(spec + String(conversion), arguments)
            case "C":
                // A UTF-16 code unit, as Foundation writes it.
                let unit = Library.integerArgument(try argument())
                let scalar = (unit as? Int).flatMap { Unicode.Scalar(UInt32(truncatingIfNeeded: $0)) }
                output += scalar.map { String(Character($0)) } ?? ""
            case "f", "F", "e", "E", "g", "G", "a", "A":
                arguments.append(try argument().numeric ?? 0)
                output += Self.printf(spec + String(conversion), arguments)
            case "@":
                output += try describe(try argument(), rt: rt, at: at)
            default:
                throw .trap(Trap(message: LanguageMessages.formatUnsupportedConversion(String(conversion)), position: at))
            }
        }
        return output
    }

    /// NSString's `padding(toLength:withPad:startingAt:)`, which counts
    /// UTF-16 units: cut to `length`, or filled from `pad`, cycling, from
    /// its unit `start`.
    static func padding(_ s: String, toLength length: Int, withPad pad: String, startingAt start: Int) -> String {
        var units = Array(s.utf16)
        if length <= units.count { return String(decoding: units[..<length], as: UTF16.self) }
        let fill = Array(pad.utf16)
        var k = start
        while units.count < length {
            units.append(fill[k % fill.count])
            k += 1
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// One conversion (`%05.1f`) of `arguments`, by the C library.
    private static func printf(_ spec: String, _ arguments: [CVarArg]) -> String {
        let length = withVaList(arguments) { vsnprintf(nil, 0, spec, $0) }
        guard length > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, spec, $0) }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// An integer as the C type of its Swift type.
    static func integerArgument(_ value: Value) -> CVarArg {
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
