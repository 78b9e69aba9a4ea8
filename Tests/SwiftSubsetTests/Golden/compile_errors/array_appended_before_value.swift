// An array variable declared with only a type has no value yet, not an empty array.
func evens(upTo n: Int) -> [Int] {
    var result: [Int]
    for i in 0...n where i % 2 == 0 {
        result.append(i) // expect error col 16: variable 'result' used before being initialized
    }
    return result
}
print(evens(upTo: 6))
