// var s: Set = [1, 3] is a Set<Int>: an empty result of its filter is still typed Set<Int> (difffuzz seed 230000020).
var odds: Set = [1, 3, 1]
let evens = odds.filter { $0 % 2 == 0 }
odds.subtract([3])
print(evens.sorted(), type(of: evens), type(of: odds), odds)
func check() {
    let words: Set = ["kiwi"]
    let long = words.filter { $0.count > 9 }
    print(type(of: long), long.isEmpty)
}
check()
// expect: [] Set<Int> Set<Int> [1]
// expect: Set<String> true
