// A misspelled method of an array is refused before anything runs, not after the earlier output.
let scores = [3, 5, 8]
print("scores:", scores)
let doubled = scores.mapp { $0 * 2 } // expect error col 22: value of type '[Int]' has no member 'mapp'
print(doubled)
