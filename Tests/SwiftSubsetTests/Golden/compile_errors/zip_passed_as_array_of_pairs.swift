// A zip passed where an array of pairs is wanted is refused as swiftc refuses it.
func report(_ rows: [(String, Int)]) {
    for (name, score) in rows { print(name, score) }
}

report(zip(["Ann"], [90]))  // expect error col 8: cannot convert value of type 'Zip2Sequence<[String], [Int]>' to expected argument type '[(String, Int)]'
