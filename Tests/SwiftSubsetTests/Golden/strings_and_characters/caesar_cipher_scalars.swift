// A Caesar cipher and ROT13: Character ASCII values, UnicodeScalar arithmetic, String from mapped characters
func shift(_ c: Character, by n: Int) -> Character {
    guard let ascii = c.asciiValue, c.isLetter else { return c }
    let base: UInt8 = c.isUppercase ? 65 : 97
    let offset = (Int(ascii - base) + n % 26 + 26) % 26
    return Character(UnicodeScalar(base + UInt8(offset)))
}

func encrypt(_ text: String, key: Int) -> String {
    String(text.map { shift($0, by: key) })
}

let message = "Hello, World! Zebra-42 ✓"
let secret = encrypt(message, key: 3)
print(secret)
print(encrypt(secret, key: -3))
print(encrypt(message, key: 13) == encrypt(encrypt(message, key: 13), key: 26))
print(encrypt(encrypt(message, key: 13), key: 13))
print(encrypt("abcxyz", key: 55))

func frequencies(_ s: String) -> [Character: Int] {
    var f: [Character: Int] = [:]
    for c in s.lowercased() where c.isLetter { f[c, default: 0] += 1 }
    return f
}
func crack(_ cipher: String) -> Int {
    let f = frequencies(cipher)
    let top = f.max { a, b in a.value == b.value ? a.key > b.key : a.value < b.value }!.key
    let e = Character("e").asciiValue!
    return (Int(top.asciiValue!) - Int(e) + 26) % 26
}
let long = encrypt("meet me here at seven, the event needs every helper", key: 11)
let guess = crack(long)
print(guess, encrypt(long, key: -guess))

let scalars = "Añ€".unicodeScalars.map { $0.value }
print(scalars)
print("A".unicodeScalars.first!.value + 1, Character(UnicodeScalar(66)), UnicodeScalar(0x1F600) != nil)
print(Character("a").asciiValue!, Character("é").asciiValue as Any, Character("7").wholeNumberValue!)
print(("a"..."e").contains("c"), Character("Z") < Character("a"))

// expect: Khoor, Zruog! Cheud-42 ✓
// expect: Hello, World! Zebra-42 ✓
// expect: true
// expect: Hello, World! Zebra-42 ✓
// expect: defabc
// expect: 11 meet me here at seven, the event needs every helper
// expect: [65, 241, 8364]
// expect: 66 B true
// expect: 97 nil 7
// expect: true true
