// Unicode.Scalar(literal) is the failable init unless the context needs a plain scalar and the literal fits a UInt8: then the non-failable init(UInt8) is chosen.
let letter = String(UnicodeScalar(72)) + String(Unicode.Scalar(105))
print(letter)  // expect: Hi
let mark: Unicode.Scalar = UnicodeScalar(33)
print(mark, mark.value)  // expect: ! 33
let row: [Unicode.Scalar] = [UnicodeScalar(97), "b", Unicode.Scalar(99)]
print(row)  // expect: ["a", "b", "c"]
print(Character(UnicodeScalar(122)).isLowercase)  // expect: true
let maybe = UnicodeScalar(65)
print(maybe as Any, type(of: maybe))  // expect: Optional("A") Optional<Scalar>
let code = 0x1F44B
if let wave = Unicode.Scalar(code) { print(wave.properties.isEmoji) }  // expect: true
var banner = ""
for offset in 0..<3 { banner += String(UnicodeScalar(65 + offset)!) }
print(banner)  // expect: ABC
