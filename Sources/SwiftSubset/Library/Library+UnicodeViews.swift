/// A string's views below its characters — `unicodeScalars` (of
/// `Unicode.Scalar`s, alias `UnicodeScalar`), `utf16` — and the character
/// properties that read them (`isASCII`, `isSymbol`, `hexDigitValue`, …).
extension Library {
    func installUnicodeViews() {
        let scalar = TypeInfo(name: "Scalar", kind: .builtin)
        scalar.conformances = ["Equatable", "Hashable", "Comparable", "CustomStringConvertible"].compactMap { types[$0] }
        let unicode = TypeInfo(name: "Unicode", kind: .builtin)
        unicode.nestedTypes["Scalar"] = scalar
        addType(unicode)
        addType(scalar, named: "UnicodeScalar")
        nativeTypes[UnicodeScalarValue.typeName] = scalar
        let scalarType: StaticType = .nominal(scalar, [])

        func text(_ v: Value, _ at: SourcePosition) throws(Unwind) -> String { try Library.string(v, at) }
        for type in [string, character] {
            // A String's view can be changed in place (`s.unicodeScalars.append("!")`),
            // which changes the string; a Character's cannot.
            property(type, "unicodeScalars", .array(scalarType), set: type === string ? { rt, v, newValue, at throws(Unwind) in
                var scalars = String.UnicodeScalarView()
                for element in try rt.library.elements(of: newValue, rt: rt, at: at) {
                    switch element {
                    case .string(let s): scalars.append(contentsOf: s.unicodeScalars)
                    case .character(let c): scalars.append(contentsOf: c.unicodeScalars)
                    default:
                        guard let scalar = (element.nativeObject as? UnicodeScalarValue)?.scalar else {
                            throw .trap(Trap(message: LanguageMessages.expected("a Unicode.Scalar"), position: at))
                        }
                        scalars.append(scalar)
                    }
                }
                v = .string(String(scalars))
            } : nil) { _, v, at throws(Unwind) in
                .array(try text(v, at).unicodeScalars.map { .native(UnicodeScalarValue($0)) })
            }
            property(type, "utf16") { _, v, at throws(Unwind) in
                .array(try text(v, at).utf16.map { .fixedWidth(FixedWidthInt(.uint16, truncating: Int128($0))) })
            }
        }
        property(character, "utf8") { _, v, at throws(Unwind) in
            .array(try text(v, at).utf8.map { .fixedWidth(FixedWidthInt(.uint8, truncating: Int128($0))) })
        }
        mutating(string, "insert(contentsOf:at:)") { _, v, args, at throws(Unwind) in
            guard case .string(let s) = v else { return .void }
            var characters = Array(s)
            let i = try Library.int(args[1], at)
            guard i >= 0 && i <= characters.count else { throw .trap(Trap(message: LanguageMessages.stringIndexOutOfBounds, position: at)) }
            characters.insert(contentsOf: Array(try text(args[0], at)), at: i)
            v = .string(String(characters))
            return .void
        }

        // Unicode.Scalar
        staticMethod(scalar, "init(_:)") { _, _, args, at throws(Unwind) in
            switch args[0].unwrappedIfOptional {
            case .character(let c):
                guard let first = c.unicodeScalars.first, c.unicodeScalars.count == 1 else {
                    throw .trap(Trap(message: LanguageMessages.expected("a single Unicode scalar"), position: at))
                }
                return .native(UnicodeScalarValue(first))
            case .string(let s):
                guard let first = s.unicodeScalars.first, s.unicodeScalars.count == 1 else {
                    throw .trap(Trap(message: LanguageMessages.expected("a single Unicode scalar"), position: at))
                }
                return .native(UnicodeScalarValue(first))
            case .fixedWidth(let x) where x.kind == .uint8:
                return .native(UnicodeScalarValue(Unicode.Scalar(UInt8(x.bits))))
            case let v:
                let code = try Library.integerValue(v, at)
                guard let u = UInt32(exactly: code), let s = Unicode.Scalar(u) else { return .none }
                return .some(.native(UnicodeScalarValue(s)))
            }
        }
        func read(_ v: Value, _ at: SourcePosition) throws(Unwind) -> Unicode.Scalar {
            guard let s = (v.unwrappedIfOptional.nativeObject as? UnicodeScalarValue)?.scalar else {
                throw .trap(Trap(message: LanguageMessages.expected("a Unicode.Scalar"), position: at))
            }
            return s
        }
        property(scalar, "value") { _, v, at throws(Unwind) in
            .fixedWidth(FixedWidthInt(.uint32, truncating: Int128(try read(v, at).value)))
        }
        property(scalar, "isASCII", .bool) { _, v, at throws(Unwind) in .bool(try read(v, at).isASCII) }
        property(scalar, "description", .string) { _, v, at throws(Unwind) in .string(String(try read(v, at))) }
        method(scalar, "escaped(asASCII:)", .string) { _, v, args, at throws(Unwind) in
            .string(try read(v, at).escaped(asASCII: args[0].asBool ?? false))
        }
        let properties = TypeInfo(name: "Properties", kind: .builtin)
        nativeTypes[ScalarPropertiesValue.typeName] = properties
        property(scalar, "properties") { _, v, at throws(Unwind) in .native(ScalarPropertiesValue(try read(v, at))) }
        for (name, test) in [("isAlphabetic", { (p: Unicode.Scalar.Properties) in p.isAlphabetic }),
                             ("isWhitespace", { $0.isWhitespace }), ("isEmoji", { $0.isEmoji }),
                             ("isUppercase", { $0.isUppercase }), ("isLowercase", { $0.isLowercase })]
            as [(String, (Unicode.Scalar.Properties) -> Bool)] {
            property(properties, name, .bool) { _, v, _ throws(Unwind) in
                .bool((v.nativeObject as? ScalarPropertiesValue).map { test($0.scalar.properties) } ?? false)
            }
        }

        // Character properties
        for (name, test) in [("isASCII", { (c: Character) in c.isASCII }), ("isSymbol", { $0.isSymbol }),
                             ("isMathSymbol", { $0.isMathSymbol }), ("isCurrencySymbol", { $0.isCurrencySymbol }),
                             ("isNewline", { $0.isNewline }), ("isHexDigit", { $0.isHexDigit }),
                             ("isCased", { $0.isCased }), ("isWholeNumber", { $0.isWholeNumber })]
            as [(String, (Character) -> Bool)] {
            property(character, name, .bool) { _, v, at throws(Unwind) in .bool(try text(v, at).first.map(test) ?? false) }
        }
        property(character, "hexDigitValue") { _, v, at throws(Unwind) in
            (try text(v, at).first?.hexDigitValue).map { .some(.int($0)) } ?? .none
        }
        property(character, "asciiValue") { _, v, at throws(Unwind) in
            (try text(v, at).first?.asciiValue).map { .some(.fixedWidth(FixedWidthInt(.uint8, truncating: Int128($0)))) } ?? .none
        }
    }
}

/// A `Unicode.Scalar`: prints as its character, quoted inside collections.
final class UnicodeScalarValue: NativeObject, NativeValue {
    static let typeName = "Scalar"
    let scalar: Unicode.Scalar

    init(_ scalar: Unicode.Scalar) { self.scalar = scalar }

    override var typeName: String { UnicodeScalarValue.typeName }
    override var description: String { String(scalar) }
    override var debugDescription: String { "\"" + scalar.escaped(asASCII: true) + "\"" }

    func isEqual(to other: NativeObject) -> Bool { (other as? UnicodeScalarValue)?.scalar == scalar }
    func isLess(than other: NativeObject) -> Bool? { (other as? UnicodeScalarValue).map { scalar < $0.scalar } }
    func hash(into hasher: inout Hasher) { hasher.combine(scalar) }
}

/// `scalar.properties`.
final class ScalarPropertiesValue: NativeObject {
    static let typeName = "Properties"
    let scalar: Unicode.Scalar
    init(_ scalar: Unicode.Scalar) { self.scalar = scalar }
    override var typeName: String { ScalarPropertiesValue.typeName }
}
