// A Set passed where the function wants an array.
func report(_ tags: [String]) { print(tags.joined(separator: ",")) }
let unique: Set<String> = ["b", "a"]
report(unique) // expect error col 8: cannot convert value of type 'Set<String>' to expected argument type '[String]'
