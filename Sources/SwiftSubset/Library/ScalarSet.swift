import SwiftSubsetAST

/// Foundation's `CharacterSet` without Foundation: a set of Unicode
/// scalars given by Unicode's general categories, as Apple documents each
/// predefined set (`.whitespaces` is Zs and U+0009, `.letters` L* and
/// M*, …), by the scalars of a string, or by combining sets.
indirect enum ScalarSet: Hashable, Sendable {
    case named(Named)
    case scalars(Set<UInt32>)
    case union(ScalarSet, ScalarSet)
    case intersection(ScalarSet, ScalarSet)
    case subtracting(ScalarSet, ScalarSet)
    case inverted(ScalarSet)

    enum Named: String, Sendable {
        case whitespaces, whitespacesAndNewlines, newlines, decimalDigits, letters, alphanumerics
        case lowercaseLetters, uppercaseLetters, punctuationCharacters, symbols, controlCharacters
        case capitalizedLetters, illegalCharacters
    }

    static func characters(in text: String) -> ScalarSet {
        .scalars(Set(text.unicodeScalars.map(\.value)))
    }

    func union(_ other: ScalarSet) -> ScalarSet {
        if case .scalars(let a) = self, case .scalars(let b) = other { return .scalars(a.union(b)) }
        return .union(self, other)
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .named(let named): return named.contains(scalar)
        case .scalars(let values): return values.contains(scalar.value)
        case .union(let a, let b): return a.contains(scalar) || b.contains(scalar)
        case .intersection(let a, let b): return a.contains(scalar) && b.contains(scalar)
        case .subtracting(let a, let b): return a.contains(scalar) && !b.contains(scalar)
        case .inverted(let a): return !a.contains(scalar)
        }
    }
}

extension ScalarSet.Named {
    /// ASCII is decided here (the categories below are Foundation's sets
    /// there, which a test checks scalar by scalar); any other scalar is
    /// asked of Foundation's library, whose tables follow an older Unicode
    /// than the standard library's in places (U+200B is a space there).
    /// Only when that library cannot be loaded do the categories decide.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return categoryContains(scalar) }
        return FoundationBridge.namedSet(rawValue, contains: scalar.value) ?? categoryContains(scalar)
    }

    /// Membership by the scalar's general category, as Apple documents
    /// each set.
    func categoryContains(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        switch self {
        case .whitespaces:
            return category == .spaceSeparator || scalar.value == 0x09
        case .whitespacesAndNewlines:
            return category.isSeparator || (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x09
        case .newlines:
            return (0x0A...0x0D).contains(scalar.value) || [0x85, 0x2028, 0x2029].contains(scalar.value)
        case .decimalDigits:
            return category == .decimalNumber
        case .letters:
            return category.isLetter || category.isMark
        case .alphanumerics:
            return category.isLetter || category.isMark || category.isNumber
        case .lowercaseLetters:
            return category == .lowercaseLetter
        case .uppercaseLetters:
            return category == .uppercaseLetter || category == .titlecaseLetter
        case .punctuationCharacters:
            return category.isPunctuation
        case .symbols:
            return category.isSymbol
        case .controlCharacters:
            return category == .control || category == .format
        case .capitalizedLetters:
            return category == .titlecaseLetter
        case .illegalCharacters:
            // Non-characters, and what Unicode 3.2 had not defined.
            guard let age = scalar.properties.age else { return true }
            return scalar.properties.isNoncharacterCodePoint || age.major > 3 || (age.major == 3 && age.minor > 2)
        }
    }
}

extension Unicode.GeneralCategory {
    var isSeparator: Bool { self == .spaceSeparator || self == .lineSeparator || self == .paragraphSeparator }
    var isLetter: Bool {
        [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter].contains(self)
    }
    var isMark: Bool { [.nonspacingMark, .spacingMark, .enclosingMark].contains(self) }
    var isNumber: Bool { [.decimalNumber, .letterNumber, .otherNumber].contains(self) }
    var isPunctuation: Bool {
        [.connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
         .finalPunctuation, .otherPunctuation].contains(self)
    }
    var isSymbol: Bool { [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol].contains(self) }
}

extension String {
    /// Foundation's `trimmingCharacters(in:)`: scalars of `set` taken off
    /// both ends.
    func trimming(_ set: ScalarSet) -> String {
        let scalars = Array(unicodeScalars)
        var start = 0, end = scalars.count
        while start < end, set.contains(scalars[start]) { start += 1 }
        while end > start, set.contains(scalars[end - 1]) { end -= 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        return String(view)
    }

    /// Foundation's `components(separatedBy:)` with a character set: cut at
    /// every scalar of `set`, empty pieces kept.
    func components(separatedBy set: ScalarSet) -> [String] {
        var pieces: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if set.contains(scalar) {
                pieces.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        pieces.append(String(current))
        return pieces
    }
}
