// Methods read properties implicitly or via self; non-mutating methods return new values.
struct Rect {
    var width: Int
    var height: Int
    var area: Int { width * height }
    func scaled(by k: Int) -> Rect { Rect(width: width * k, height: self.height * k) }
    func isLarger(than other: Rect) -> Bool { area > other.area }
}
let r = Rect(width: 2, height: 3)
let big = r.scaled(by: 3)
print(r.area, big.area)  // expect: 6 54
print(big.isLarger(than: r))  // expect: true
print(r)  // expect: Rect(width: 2, height: 3)
