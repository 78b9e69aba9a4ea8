// A zip kept in a variable is a Zip2Sequence to swiftc, not an Int (nor an array).
let names = ["Ann", "Bo"]
let scores = [90, 85]
let pairs = zip(names, scores)
let total: Int = pairs  // expect error col 18: cannot convert value of type 'Zip2Sequence<[String], [Int]>' to specified type 'Int'
print(total)
