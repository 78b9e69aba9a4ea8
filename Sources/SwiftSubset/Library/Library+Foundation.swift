#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftSubsetAST

/// The Foundation pieces lessons use — `UUID`, `Date`, `IndexSet`,
/// `CharacterSet`, math functions — deterministic: UUIDs and random
/// numbers come from the session's seed, dates from the virtual clock.
extension Library {
    func installFoundation() {
        let uuid = TypeInfo(name: "UUID", kind: .builtin)
        uuid.conformances = ["Equatable", "Hashable"].compactMap { types[$0] }
        addType(uuid)
        nativeTypes["UUID"] = uuid
        staticMethod(uuid, "init()", .nominal(uuid, [])) { rt, _, _, _ throws(Unwind) in
            .native(UUIDValue(high: rt.nextRandom(), low: rt.nextRandom()))
        }
        staticMethod(uuid, "init(uuidString:)", .optional(.nominal(uuid, [])), types: [.string]) { _, _, args, at throws(Unwind) in
            UUIDValue(parsing: try Library.string(args[0], at)).map { .some(.native($0)) } ?? .none
        }
        property(uuid, "uuidString", .string) { _, v, _ throws(Unwind) in
            .string((v.nativeObject as? UUIDValue)?.string ?? "")
        }

        let date = TypeInfo(name: "Date", kind: .builtin)
        addType(date)
        nativeTypes["Date"] = date
        staticMethod(date, "init()", .nominal(date, [])) { rt, _, _, _ throws(Unwind) in
            .native(DateValue(seconds: DateValue.epoch + Double(rt.scheduler.now) / 1e9))
        }
        staticProperty(date, "now", .nominal(date, [])) { rt, _, _ throws(Unwind) in
            .native(DateValue(seconds: DateValue.epoch + Double(rt.scheduler.now) / 1e9))
        }
        method(date, "timeIntervalSince(_:)", .double) { _, v, args, _ throws(Unwind) in
            .double(((v.nativeObject as? DateValue)?.seconds ?? 0) - ((args[0].nativeObject as? DateValue)?.seconds ?? 0))
        }
        property(date, "timeIntervalSince1970", .double) { _, v, _ throws(Unwind) in
            .double((v.nativeObject as? DateValue)?.seconds ?? 0)
        }

        let indexSet = TypeInfo(name: "IndexSet", kind: .builtin)
        addType(indexSet)
        nativeTypes["IndexSet"] = indexSet
        staticMethod(indexSet, "init()") { _, _, _, _ throws(Unwind) in .native(IndexSetValue([])) }
        staticMethod(indexSet, "init(integer:)") { _, _, args, at throws(Unwind) in .native(IndexSetValue([try Library.int(args[0], at)])) }
        staticMethod(indexSet, "init(_:)") { rt, _, args, at throws(Unwind) in
            .native(IndexSetValue(try rt.library.elements(of: args[0], rt: rt, at: at).compactMap(\.asInt)))
        }
        method(indexSet, "contains(_:)", .bool) { _, v, args, at throws(Unwind) in
            .bool((v.nativeObject as? IndexSetValue)?.indices.contains(try Library.int(args[0], at)) ?? false)
        }
        property(indexSet, "count", .int) { _, v, _ throws(Unwind) in .int((v.nativeObject as? IndexSetValue)?.indices.count ?? 0) }
        property(indexSet, "first") { _, v, _ throws(Unwind) in
            ((v.nativeObject as? IndexSetValue)?.indices.first).map { .some(.int($0)) } ?? .none
        }
        mutating(indexSet, "insert(_:)") { _, v, args, at throws(Unwind) in
            let current = (v.nativeObject as? IndexSetValue)?.indices ?? []
            v = .native(IndexSetValue(current + [try Library.int(args[0], at)]))
            return .void
        }
        // A collection of its integers: `offsets.map { items[$0].id }`.
        indexSet.conformances += ["Sequence", "Collection", "Equatable"].compactMap { types[$0] }
        installSequenceMethods(on: indexSet)

        for (name, f) in [("sqrt", { (x: Double) in x.squareRoot() }), ("floor", { floor($0) }), ("ceil", { ceil($0) }),
                          ("round", { round($0) }), ("sin", { sin($0) }), ("cos", { cos($0) }),
                          ("log", { log($0) }), ("exp", { exp($0) })] as [(String, (Double) -> Double)] {
            function("\(name)(_:)", .double) { _, _, args, at throws(Unwind) in .double(f(try Library.double(args[0], at))) }
        }
        function("pow(_:_:)", .double) { _, _, args, at throws(Unwind) in
            .double(pow(try Library.double(args[0], at), try Library.double(args[1], at)))
        }
        let thread = TypeInfo(name: "Thread", kind: .builtin)
        addType(thread)
        staticProperty(thread, "isMainThread", .bool) { rt, _, _ throws(Unwind) in .bool(!rt.isOnBackgroundQueue) }
    }
}

final class UUIDValue: NativeObject, NativeValue {
    let string: String
    /// A UUID already in its printed form, 8-4-4-4-12 upper-case digits.
    init(canonical: String) { string = canonical }
    init(high: UInt64, low: UInt64) {
        // Version 4 layout: xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx
        let h = (high & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000
        let l = (low & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
        let c = Array(UUIDValue.hex(h) + UUIDValue.hex(l))
        string = String(c[0..<8]) + "-" + String(c[8..<12]) + "-" + String(c[12..<16]) + "-"
            + String(c[16..<20]) + "-" + String(c[20..<32])
    }
    override var typeName: String { "UUID" }
    override var description: String { string }

    /// Sixteen upper-case hexadecimal digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    func isEqual(to other: NativeObject) -> Bool { (other as? UUIDValue)?.string == string }
    func isLess(than other: NativeObject) -> Bool? { (other as? UUIDValue).map { string < $0.string } }
    func hash(into hasher: inout Hasher) { hasher.combine(string) }
}

final class DateValue: NativeObject, NativeValue {
    /// The virtual clock starts at 2026-01-01 00:00:00 UTC.
    static let epoch = 1_767_225_600.0
    let seconds: Double
    init(seconds: Double) { self.seconds = seconds }
    override var typeName: String { "Date" }

    func isEqual(to other: NativeObject) -> Bool { (other as? DateValue)?.seconds == seconds }
    func isLess(than other: NativeObject) -> Bool? { (other as? DateValue).map { seconds < $0.seconds } }
    func hash(into hasher: inout Hasher) { hasher.combine(seconds) }
    override var description: String { DateValue.describe(seconds) }

    /// `yyyy-MM-dd HH:mm:ss +0000` in UTC, as `print(date)` writes it:
    /// computed here on the proleptic Gregorian calendar from 1582-10-15
    /// on; earlier dates, where Foundation's calendar is Julian, are
    /// written by Foundation's library.
    static func describe(_ seconds: Double) -> String {
        // From 1582-10-15 (the Gregorian calendar's first day) to the year 10000.
        guard seconds >= -12_219_292_800, seconds < 253_402_300_800 else {
            let settings: [FoundationRequest.DateFormatterSetting] = [.locale("en_US_POSIX"), .timeZone("UTC"),
                                                                      .dateFormat("yyyy-MM-dd HH:mm:ss +0000")]
            if case .success(.text(let text)) = FoundationBridge.ask(.formatterString(seconds: seconds, settings: settings)) {
                return text
            }
            return "\(seconds) seconds after 1970"
        }
        // Foundation hands ICU whole milliseconds, rounded to the nearest.
        let milliseconds = Int((seconds * 1_000).rounded())
        let whole = milliseconds >= 0 ? milliseconds / 1_000 : -((-milliseconds + 999) / 1_000)
        let time = civilTime(whole)
        return time.date + " " + time.time + " +0000"
    }

    /// `yyyy-MM-ddTHH:mm:ssZ` in UTC, as `Date.ISO8601FormatStyle()`
    /// writes it: computed here, like `describe`, from 1582-10-15 to the
    /// year 10000, with the fraction of a second dropped (rounded down);
    /// other dates, where Foundation's calendar is Julian or the year
    /// takes more digits, are written by Foundation's library.
    static func iso8601(_ seconds: Double) -> String {
        guard seconds >= -12_219_292_800, seconds < 253_402_300_800 else {
            if case .success(.text(let text)) = FoundationBridge.ask(.iso8601(seconds: seconds)) { return text }
            return "\(seconds) seconds after 1970"
        }
        let time = civilTime(Int(seconds.rounded(.down)))
        return time.date + "T" + time.time + "Z"
    }

    /// Seconds since 1970 as `yyyy-MM-dd` and `HH:mm:ss` in UTC, on the
    /// proleptic Gregorian calendar.
    static func civilTime(_ whole: Int) -> (date: String, time: String) {
        let days = whole >= 0 ? whole / 86_400 : -((-whole + 86_399) / 86_400)
        let secondOfDay = whole - days * 86_400
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func pad(_ n: Int, _ width: Int) -> String {
            let digits = String(n)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return (pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2),
                pad(secondOfDay / 3_600, 2) + ":" + pad(secondOfDay % 3_600 / 60, 2) + ":" + pad(secondOfDay % 60, 2))
    }
}

package final class IndexSetValue: NativeSequence {
    let indices: [Int]
    package init(_ indices: [Int]) { self.indices = Array(Set(indices)).sorted() }
    override var elements: [Value] { indices.map { .int($0) } }
    package override var typeName: String { "IndexSet" }
    package override var description: String { "\(indices.count) indexes" }
}
