// A Caesar cipher and letter analysis: shifting letters through their Unicode scalar values, keeping case and punctuation, and cracking a message by its most common letter.
func shift(_ ch: Character, by amount: Int) -> Character {
    guard let scalar = ch.unicodeScalars.first, ch.isASCII, ch.isLetter else { return ch }
    let base: UInt32 = ch.isUppercase ? 65 : 97
    let offset = (Int(scalar.value - base) + amount % 26 + 26) % 26
    return Character(UnicodeScalar(base + UInt32(offset))!)
}

func encrypt(_ text: String, key: Int) -> String {
    String(text.map { shift($0, by: key) })
}

func decrypt(_ text: String, key: Int) -> String {
    encrypt(text, key: -key)
}

let message = "Meet me at the Swift meetup, seven sharp!"
let secret = encrypt(message, key: 3)
print(secret)
print(decrypt(secret, key: 3))
print(encrypt("xyz XYZ", key: 2), encrypt("abc", key: -1), encrypt("Hello", key: 52))

func mostCommonLetter(in text: String) -> Character? {
    var counts: [Character: Int] = [:]
    for ch in text.lowercased() where ch.isLetter {
        counts[ch, default: 0] += 1
    }
    return counts.max { a, b in a.value == b.value ? a.key > b.key : a.value < b.value }?.key
}

func crack(_ text: String) -> (key: Int, plain: String)? {
    guard let common = mostCommonLetter(in: text),
          let value = common.asciiValue else { return nil }
    let key = (Int(value) - Int(Character("e").asciiValue!) + 26) % 26
    return (key, decrypt(text, key: key))
}

let hidden = encrypt("the secret recipe needs three eggs and cheese", key: 11)
print(hidden)
if let guess = crack(hidden) {
    print("key \(guess.key): \(guess.plain)")
}
print(crack("123 !!!") == nil)

let scalars = "Swift".unicodeScalars.map { $0.value }
print(scalars, scalars.reduce(0, +))
let rot13 = encrypt("Why did the chicken cross the road?", key: 13)
print(rot13, encrypt(rot13, key: 13) == "Why did the chicken cross the road?")

// expect: Phhw ph dw wkh Vzliw phhwxs, vhyhq vkdus!
// expect: Meet me at the Swift meetup, seven sharp!
// expect: zab ZAB zab Hello
// expect: esp dpncpe cpntap yppod escpp prrd lyo nsppdp
// expect: key 11: the secret recipe needs three eggs and cheese
// expect: true
// expect: [83, 119, 105, 102, 116] 525
// expect: Jul qvq gur puvpxra pebff gur ebnq? true
