#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few text operations the course's reports and files need, written
/// on the standard library: `statelab` links no Foundation (README
/// "Architecture": start-up), which leaves `NSString`'s out.
extension String {
    /// Cut or filled with spaces to `length`, as NSString's
    /// `padding(toLength:withPad: " ", startingAt: 0)` does (counting
    /// UTF-16 units): the columns of a text table.
    public func padded(toLength length: Int) -> String {
        let count = utf16.count
        // Filling needs no decoding (decoding UTF-16 showed in a grade
        // process's start-up: its generic code is instantiated at run time).
        if length >= count { return self + String(repeating: " ", count: length - count) }
        return String(decoding: Array(utf16)[..<max(0, length)], as: UTF16.self)
    }
}

/// Numbers as `String(format:)` wrote them, by the C library.
public enum FixedPoint {
    /// `value` with `digits` decimals (`%.2f`).
    ///
    /// Scores and ratios (finite, below a billion, at most 9 decimals)
    /// are worked out here, exactly as the C library rounds: the decimal
    /// nearest the double's binary value, a tie to the even last digit.
    /// Handing a `Double` to `vsnprintf` goes through `CVarArg`, whose
    /// first dynamic casts scan every protocol conformance record in the
    /// executable: 1% of a one-exercise `statelab grade` process, for one
    /// number. Anything else goes to the C library.
    public static func string(_ value: Double, digits: Int) -> String {
        exactly(value, digits: digits) ?? formatted(value, digits: digits)
    }

    /// `%.Nf` by the C library.
    static func formatted(_ value: Double, digits: Int) -> String {
        let spec = "%.\(max(0, digits))f"
        let length = withVaList([value]) { vsnprintf(nil, 0, spec, $0) }
        guard length > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, spec, $0) }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `%.Nf` worked out on the double's bits, or nil outside the range
    /// above: the magnitude is `significand × 2^exponent`, so `magnitude ×
    /// 10^digits` is `significand × 10^digits` (at most 83 bits, kept in
    /// two words) shifted right by `-exponent`, and the bits shifted out
    /// say how to round.
    static func exactly(_ value: Double, digits: Int) -> String? {
        guard value.isFinite, (0...9).contains(digits), value.magnitude < 1e9 else { return nil }
        var scale: UInt64 = 1
        for _ in 0..<digits { scale *= 10 }
        let magnitude = value.magnitude
        var units: UInt64 = 0
        // Below 2^-60, even 9 decimals round to zero.
        if magnitude >= 0x1p-60 {
            let significand = magnitude.significandBitPattern | (1 << 52)
            let exponent = Int(magnitude.exponent) - 52
            if exponent >= 0 {
                units = (significand << UInt64(exponent)) * scale
            } else {
                let shift = -exponent
                let product = significand.multipliedFullWidth(by: scale)
                let (high, low) = (product.high, product.low)
                // The quotient, and the remainder against one half.
                let quotient: UInt64
                let aboveHalf: Bool, atHalf: Bool
                if shift < 64 {
                    quotient = (high << UInt64(64 - shift)) | (low >> UInt64(shift))
                    let remainder = low & ((1 << UInt64(shift)) - 1)
                    let half: UInt64 = 1 << UInt64(shift - 1)
                    (aboveHalf, atHalf) = (remainder > half, remainder == half)
                } else if shift == 64 {
                    quotient = high
                    (aboveHalf, atHalf) = (low > 1 << 63, low == 1 << 63)
                } else {
                    // At most 112: the magnitude is at least 2^-60.
                    quotient = high >> UInt64(shift - 64)
                    let highRemainder = high & ((1 << UInt64(shift - 64)) - 1)
                    let halfHigh: UInt64 = 1 << UInt64(shift - 65)
                    (aboveHalf, atHalf) = (highRemainder > halfHigh || (highRemainder == halfHigh && low > 0),
                                           highRemainder == halfHigh && low == 0)
                }
                units = quotient + (aboveHalf || (atHalf && quotient & 1 == 1) ? 1 : 0)
            }
        }
        var text = value.sign == .minus ? "-" : ""
        text += String(units / scale)
        if digits > 0 {
            let fraction = String(units % scale)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }
}

/// Files under a folder, without Foundation's directory enumerator.
enum FolderWalk {
    /// Paths, relative to `folder`, of the files under it: hidden names
    /// (`.git`) skipped, symbolic links to folders not followed.
    static func files(under folder: String) -> [String] {
        var found: [String] = []
        func walk(_ path: String, _ relative: String) {
            guard let directory = opendir(path) else { return }
            defer { closedir(directory) }
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if !name.hasPrefix(".") { names.append(name) }
            }
            for name in names.sorted() {
                let full = path + "/" + name
                var info = stat()
                guard lstat(full, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    walk(full, relative + name + "/")
                } else {
                    found.append(relative + name)
                }
            }
        }
        walk(folder, "")
        return found
    }

    /// The home folder, from the password database.
    static var home: String {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return "/" }
        return String(cString: directory)
    }
}
