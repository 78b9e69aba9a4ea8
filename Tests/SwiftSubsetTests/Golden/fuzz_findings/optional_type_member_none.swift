// Int?.none and [String]?.none name Optional's case through the sugared type, as Optional<Int>.none does (difffuzz seed 230000023).
let missing = Int?.none
print(missing as Any, String(describing: Int?.none), [String]?.none as Any)
var picked: Double? = Double?.none
print(picked == nil, type(of: picked))
picked = 2.5
print(picked as Any, String?.self, [Int]?.self)
// expect: nil nil nil
// expect: true Optional<Double>
// expect: Optional(2.5) Optional<String> Optional<Array<Int>>
