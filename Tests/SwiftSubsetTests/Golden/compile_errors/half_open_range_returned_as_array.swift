// A half-open range returned where an array is the result type.
func firstIndices(_ n: Int) -> [Int] {
    return 0..<n // expect error col 13: cannot convert return expression of type 'Range<Int>' to return type '[Int]'
}
print(firstIndices(3))
