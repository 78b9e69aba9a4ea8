// Extensions: computed properties and methods on Int and Double, constrained Collection/Sequence extensions, mutating methods
import Foundation

extension Int {
    var isEven: Bool { self % 2 == 0 }
    var squared: Int { self * self }
    var digits: [Int] { String(abs(self)).compactMap { $0.wholeNumberValue } }
    func times(_ body: (Int) -> Void) { for i in 0..<self { body(i) } }
    mutating func clamp(to range: ClosedRange<Int>) { self = Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
    var ordinal: String {
        let suffix: String
        switch (self % 10, self % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(self)\(suffix)"
    }
}

extension Double {
    func rounded(to places: Int) -> Double {
        let p = pow(10, Double(places))
        return (self * p).rounded() / p
    }
    var asPercent: String { "\((self * 100).rounded(to: 1))%" }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
    func repeated(_ n: Int, separator: String = "") -> String { Array(repeating: self, count: n).joined(separator: separator) }
    var isBlank: Bool { allSatisfy(\.isWhitespace) }
}

extension Collection {
    subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
    var second: Element? { dropFirst().first }
}

extension Sequence where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}

extension Array where Element: BinaryInteger {
    var average: Double { isEmpty ? 0 : Double(Int(sum())) / Double(count) }
}

extension Array {
    func chunked(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}

print(4.isEven, 7.isEven, 12.squared, 9041.digits, (-305).digits)
3.times { print("tick \($0)") }
var level = 140
level.clamp(to: 0...100)
print(level)
print([1, 2, 3, 4, 11, 12, 13, 21, 22, 103, 111].map(\.ordinal).joined(separator: " "))
print(3.14159.rounded(to: 2), 0.4567.asPercent, 2.5.rounded(to: 0))
print("swift".capitalizedFirst, "ab".repeated(3), "ab".repeated(3, separator: "-"), "  \t".isBlank, "a ".isBlank)
let xs = [10, 20, 30]
print(xs[safe: 1] as Any, xs[safe: 5] as Any, xs.second as Any, "hey".second as Any)
print([1.5, 2.5].sum(), xs.sum(), xs.average, [Int]().average)
print(Array(1...7).chunked(3), "abcde".map { $0 }.chunked(2).map { String($0) })

// expect: true false 144 [9, 0, 4, 1] [3, 0, 5]
// expect: tick 0
// expect: tick 1
// expect: tick 2
// expect: 100
// expect: 1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 103rd 111th
// expect: 3.14 45.7% 3.0
// expect: Swift ababab ab-ab-ab true false
// expect: Optional(20) nil Optional(20) Optional("e")
// expect: 4.0 60 20.0 0.0
// expect: [[1, 2, 3], [4, 5, 6], [7]] ["ab", "cd", "e"]
