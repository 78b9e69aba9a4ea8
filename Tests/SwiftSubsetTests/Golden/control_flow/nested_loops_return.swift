// return from inside nested loops exits the whole function.
func findPair(_ xs: [Int], sum: Int) -> (Int, Int)? {
    for i in 0..<xs.count {
        for j in (i + 1)..<xs.count where xs[i] + xs[j] == sum {
            return (xs[i], xs[j])
        }
    }
    return nil
}
print(findPair([3, 8, 1, 6, 4], sum: 10) as Any)  // expect: Optional((6, 4))
print(findPair([1, 2], sum: 10) as Any)  // expect: nil
