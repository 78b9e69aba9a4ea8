// Where the context expects an Array, reversed() is Sequence's overload and gives [Element], as swiftc chooses.
let scores = [3, 8, 5]
let asArray: [Int] = scores.reversed()
print(type(of: asArray), asArray)
func total(_ values: [Int]) -> Int { values.reduce(0, +) }
print(total(scores.reversed()))
func newestFirst() -> [Int] { scores.reversed() }
print(type(of: newestFirst()))
var queue = [1, 2, 3]
queue = queue.reversed()
print(queue)
let maybe: [Int]? = scores.reversed()
print(maybe as Any)
struct Playlist { var songs: [String] }
let list = Playlist(songs: ["a", "b"].reversed())
print(list.songs)
print(scores.reversed() == [5, 8, 3], scores == scores.reversed())
print(scores + scores.reversed())
let chars: [Character] = "abc".reversed()
print(chars)
// expect: Array<Int> [5, 8, 3]
// expect: 16
// expect: Array<Int>
// expect: [3, 2, 1]
// expect: Optional([5, 8, 3])
// expect: ["b", "a"]
// expect: true false
// expect: [3, 8, 5, 5, 8, 3]
// expect: ["c", "b", "a"]
