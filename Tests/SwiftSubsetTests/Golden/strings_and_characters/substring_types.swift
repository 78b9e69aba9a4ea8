// Substring as swiftc types it: split pieces, prefix/dropFirst/suffix, range subscripts, and what converts back to String
let line = "name=Ada Lovelace;age=36"
let fields = line.split(separator: ";")
print(type(of: fields), type(of: fields[0]))
let pair = fields[0].split(separator: "=")
print(pair, type(of: pair[1]))
let first = line.prefix(4), rest = line.dropFirst(5), tail = line.suffix(2)
print(first, rest.count, tail, type(of: first), type(of: rest), type(of: tail))
let eq = line.firstIndex(of: "=")!
let key = line[..<eq], value = line[line.index(after: eq)...]
print(key, type(of: key), value.prefix(3), type(of: value.prefix(3)))
let upper = key.uppercased(), joined = fields.joined(separator: " | ")
print(upper, type(of: upper), joined, type(of: joined))
let converted = String(key), character = line[line.startIndex]
print(converted == "name", key == "name", type(of: converted), type(of: character))
let spaced = "a bb ccc"
let pieces: [Substring] = spaced.split(whereSeparator: { $0 == " " })
let words = pieces.map { $0.count }
print(words, "x y".split(separator: " ").map(String.init), type(of: "x".dropLast()))
for piece in "p,q".split(separator: ",") { print(piece, type(of: piece)) }

// expect: Array<Substring> Substring
// expect: ["name", "Ada Lovelace"] Substring
// expect: name 19 36 Substring Substring Substring
// expect: name Substring Ada Substring
// expect: NAME String name=Ada Lovelace | age=36 String
// expect: true true String Character
// expect: [1, 2, 3] ["x", "y"] Substring
// expect: p Substring
// expect: q Substring
