// Bit manipulation: packing fields into UInt32, masks and shifts, radix strings with padding, rotations and counts
struct RGBA: Equatable {
    var r, g, b, a: UInt8

    var packed: UInt32 {
        UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
    }

    init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    init(packed: UInt32) {
        r = UInt8(truncatingIfNeeded: packed >> 24)
        g = UInt8(truncatingIfNeeded: packed >> 16)
        b = UInt8(truncatingIfNeeded: packed >> 8)
        a = UInt8(truncatingIfNeeded: packed)
    }

    init?(hex: String) {
        var text = hex
        if text.hasPrefix("#") { text.removeFirst() }
        guard text.count == 6 || text.count == 8, let value = UInt32(text, radix: 16) else { return nil }
        self.init(packed: text.count == 6 ? value << 8 | 0xFF : value)
    }

    var hex: String {
        let digits = String(packed, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 8 - digits.count) + digits
    }

    func blended(with other: RGBA) -> RGBA {
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((UInt16(x) + UInt16(y)) / 2) }
        return RGBA(r: mix(r, other.r), g: mix(g, other.g), b: mix(b, other.b), a: mix(a, other.a))
    }
}

func binary<T: BinaryInteger>(_ x: T, width: Int) -> String {
    let s = String(x, radix: 2)
    return String(repeating: "0", count: max(0, width - s.count)) + s
}

let coral = RGBA(r: 255, g: 127, b: 80)
print(coral.packed, coral.hex, RGBA(packed: coral.packed) == coral)
print(RGBA(hex: "#1E90FF")!.hex, RGBA(hex: "00000080")!.a, RGBA(hex: "#XYZ") as Any, RGBA(hex: "12345") as Any)
print(coral.blended(with: RGBA(r: 0, g: 0, b: 0, a: 0)).hex)

let flags: UInt8 = 0b1011_0010
print(binary(flags, width: 8), flags.nonzeroBitCount, flags.leadingZeroBitCount, flags.trailingZeroBitCount)
print(binary(~flags, width: 8), binary(flags & 0x0F, width: 8), binary(flags | 0x01, width: 8), binary(flags ^ 0xFF, width: 8))
print(binary(flags << 2, width: 8), binary(flags >> 3, width: 8), flags &<< 9, flags.byteSwapped)
let rotated = (flags << 3) | (flags >> 5)
print(binary(rotated, width: 8))
let negative: Int8 = -6
print(binary(UInt8(bitPattern: negative), width: 8), negative >> 1, negative.magnitude, Int8(bitPattern: 0xFA))
var mask: UInt16 = 0
for bit in [0, 3, 15] { mask |= 1 << bit }
print(mask, String(mask, radix: 16), mask.bitWidth, UInt16.max - mask)
let (high, low) = UInt16(0xBEEF).multipliedFullWidth(by: 0x10)
print(high, low, UInt32(0xDEADBEEF).littleEndian == 0xDEADBEEF, Int.bitWidth)
print(String(255, radix: 2), String(-255, radix: 16), Int("ff", radix: 16)!, Int("-1010", radix: 2)!, Int("12", radix: 2) as Any)

// expect: 4286533887 #FF7F50FF true
// expect: #1E90FFFF 128 nil nil
// expect: #7F3F287F
// expect: 10110010 4 0 1
// expect: 01001101 00000010 10110011 01001101
// expect: 11001000 00010110 100 178
// expect: 10010101
// expect: 11111010 -3 6 -6
// expect: 32777 8009 16 32758
// expect: 11 61168 true 64
// expect: 11111111 -ff 255 -10 nil
