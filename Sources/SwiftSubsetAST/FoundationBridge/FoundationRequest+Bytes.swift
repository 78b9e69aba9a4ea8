/// A Foundation request and its answer as bytes: a version byte, then
/// the request's fields in order (as `FrontendWire` does for the
/// frontend's).
extension FoundationRequest {
    /// Changes whenever these bytes change.
    package static let version: UInt8 = 4

    package var bytes: [UInt8] {
        var w = ByteWriter()
        w.byte(Self.version)
        switch self {
        case .formatDate(let seconds, let style):
            w.byte(0); w.double(seconds)
            optionalByte(style.date, &w); optionalByte(style.time, &w)
            w.rawString(style.locale); w.rawString(style.timeZone)
        case .formatterString(let seconds, let settings):
            w.byte(1); w.double(seconds); Self.write(settings, &w)
        case .formatterDate(let text, let settings):
            w.byte(2); w.rawString(text); Self.write(settings, &w)
        case .formatterFormat(let settings):
            w.byte(3); Self.write(settings, &w)
        case .timeZone(let identifier):
            w.byte(4); w.rawString(identifier)
        case .locale(let identifier):
            w.byte(5); w.rawString(identifier)
        case .formatNumber(let spec):
            w.byte(6)
            switch spec.value {
            case .integer(let n): w.byte(0); w.int(n)
            case .floating(let d): w.byte(1); w.double(d)
            }
            switch spec.kind {
            case .number: w.byte(0)
            case .percent: w.byte(1)
            case .currency(let code): w.byte(2); w.rawString(code)
            }
            w.count(spec.options.count)
            for option in spec.options {
                switch option {
                case .precision(let p):
                    w.byte(0)
                    switch p {
                    case .fractionLength(let a, let b): w.byte(0); w.int(a); w.int(b)
                    case .significantDigits(let a, let b): w.byte(1); w.int(a); w.int(b)
                    case .integerLength(let a, let b): w.byte(2); w.int(a); w.int(b)
                    case .integerAndFractionLength(let i, let f): w.byte(3); w.int(i); w.int(f)
                    }
                case .grouping(let automatic): w.byte(1); w.bool(automatic)
                case .notation(let n): w.byte(2); w.byte(n)
                }
            }
        case .decimal(let value, let maximum, let minimum):
            w.byte(7); w.double(value); w.int(maximum); w.int(minimum)
        case .compare(let a, let b, let kind):
            w.byte(8); w.rawString(a); w.rawString(b); w.byte(kind.rawValue)
        case .contains(let a, let b, let kind):
            w.byte(9); w.rawString(a); w.rawString(b); w.byte(kind.rawValue)
        case .caseInsensitiveRange(let needle, let haystack):
            w.byte(10); w.rawString(needle); w.rawString(haystack)
        case .namedSetContains(let set, let scalar):
            w.byte(11); w.rawString(set); w.int(Int(scalar))
        case .iso8601(let seconds):
            w.byte(12); w.double(seconds)
        case .formatDateFields(let seconds, let fields, let locale, let timeZone):
            w.byte(13); w.double(seconds)
            w.count(fields.count)
            for field in fields { w.byte(field.symbol); w.byte(field.option) }
            w.rawString(locale); w.rawString(timeZone)
        }
        return w.bytes
    }

    private func optionalByte(_ value: UInt8?, _ w: inout ByteWriter) {
        if let value { w.bool(true); w.byte(value) } else { w.bool(false) }
    }

    private static func write(_ settings: [DateFormatterSetting], _ w: inout ByteWriter) {
        w.count(settings.count)
        for setting in settings {
            switch setting {
            case .dateFormat(let f): w.byte(0); w.rawString(f)
            case .dateStyle(let s): w.byte(1); w.byte(s)
            case .timeStyle(let s): w.byte(2); w.byte(s)
            case .locale(let l): w.byte(3); w.rawString(l)
            case .timeZone(let z): w.byte(4); w.rawString(z)
            }
        }
    }

    /// Reads what `bytes` wrote.
    package init(bytes buffer: UnsafeBufferPointer<UInt8>) throws(WireError) {
        var r = ByteReader(buffer)
        let version = try r.byte()
        guard version == Self.version else {
            throw WireError("Foundation request version \(version), expected \(Self.version): a library from another build")
        }
        func optionalByte(_ r: inout ByteReader) throws(WireError) -> UInt8? { try r.bool() ? try r.byte() : nil }
        func settings(_ r: inout ByteReader) throws(WireError) -> [DateFormatterSetting] {
            try r.array { r throws(WireError) in
                switch try r.byte() {
                case 0: return .dateFormat(try r.rawString())
                case 1: return .dateStyle(try r.byte())
                case 2: return .timeStyle(try r.byte())
                case 3: return .locale(try r.rawString())
                case 4: return .timeZone(try r.rawString())
                default: throw WireError("an unknown date formatter setting")
                }
            }
        }
        switch try r.byte() {
        case 0:
            let seconds = try r.double()
            let date = try optionalByte(&r), time = try optionalByte(&r)
            let locale = try r.rawString()
            self = .formatDate(seconds: seconds, style: DateStyle(date: date, time: time, locale: locale, timeZone: try r.rawString()))
        case 1:
            let seconds = try r.double()
            self = .formatterString(seconds: seconds, settings: try settings(&r))
        case 2:
            let text = try r.rawString()
            self = .formatterDate(text: text, settings: try settings(&r))
        case 3: self = .formatterFormat(settings: try settings(&r))
        case 4: self = .timeZone(identifier: try r.rawString())
        case 5: self = .locale(identifier: try r.rawString())
        case 6:
            let value: NumberSpec.Number = try r.byte() == 0 ? .integer(try r.int()) : .floating(try r.double())
            let kind: NumberSpec.Kind
            switch try r.byte() {
            case 0: kind = .number
            case 1: kind = .percent
            default: kind = .currency(try r.rawString())
            }
            let options = try r.array { r throws(WireError) -> NumberSpec.Option in
                switch try r.byte() {
                case 0:
                    let which = try r.byte()
                    let a = try r.int(), b = try r.int()
                    switch which {
                    case 0: return .precision(.fractionLength(a, b))
                    case 1: return .precision(.significantDigits(a, b))
                    case 2: return .precision(.integerLength(a, b))
                    default: return .precision(.integerAndFractionLength(integer: a, fraction: b))
                    }
                case 1: return .grouping(automatic: try r.bool())
                default: return .notation(try r.byte())
                }
            }
            self = .formatNumber(NumberSpec(value: value, kind: kind, options: options))
        case 7:
            let value = try r.double()
            let maximum = try r.int()
            self = .decimal(value: value, maximumFractionDigits: maximum, minimumFractionDigits: try r.int())
        case 8:
            let a = try r.rawString(), b = try r.rawString()
            guard let kind = Comparison(rawValue: try r.byte()) else { throw WireError("an unknown comparison") }
            self = .compare(a, b, kind)
        case 9:
            let a = try r.rawString(), b = try r.rawString()
            guard let kind = Containment(rawValue: try r.byte()) else { throw WireError("an unknown containment") }
            self = .contains(a, b, localized: kind)
        case 10:
            let needle = try r.rawString()
            self = .caseInsensitiveRange(of: needle, in: try r.rawString())
        case 11:
            let set = try r.rawString()
            guard let scalar = UInt32(exactly: try r.int()) else { throw WireError("a scalar out of range") }
            self = .namedSetContains(set: set, scalar: scalar)
        case 12:
            self = .iso8601(seconds: try r.double())
        case 13:
            let seconds = try r.double()
            let fields = try r.array { r throws(WireError) -> DateField in
                let symbol = try r.byte()
                return DateField(symbol: symbol, option: try r.byte())
            }
            let locale = try r.rawString()
            self = .formatDateFields(seconds: seconds, fields: fields, locale: locale, timeZone: try r.rawString())
        default:
            throw WireError("an unknown Foundation request")
        }
    }
}

extension FoundationAnswer {
    package var bytes: [UInt8] {
        var w = ByteWriter()
        w.byte(FoundationRequest.version)
        switch self {
        case .text(let s): w.byte(0); w.rawString(s)
        case .number(let d): w.byte(1); w.double(d)
        case .integer(let n): w.byte(2); w.int(n)
        case .flag(let b): w.byte(3); w.bool(b)
        case .range(let a, let b): w.byte(4); w.int(a); w.int(b)
        case .none: w.byte(5)
        }
        return w.bytes
    }

    package init(bytes buffer: UnsafeBufferPointer<UInt8>) throws(WireError) {
        var r = ByteReader(buffer)
        guard try r.byte() == FoundationRequest.version else { throw WireError("a Foundation answer from another build") }
        switch try r.byte() {
        case 0: self = .text(try r.rawString())
        case 1: self = .number(try r.double())
        case 2: self = .integer(try r.int())
        case 3: self = .flag(try r.bool())
        case 4:
            let a = try r.int()
            self = .range(a, try r.int())
        case 5: self = .none
        default: throw WireError("an unknown Foundation answer")
        }
    }
}
