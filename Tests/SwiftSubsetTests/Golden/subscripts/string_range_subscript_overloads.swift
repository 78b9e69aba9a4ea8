// A String extension's subscript(Range<Int>) and subscript(ClosedRange<Int>) sit beside the library's String.Index subscripts: each range picks its own overload.
extension String {
    subscript(offsets: Range<Int>) -> String {
        let lower = index(startIndex, offsetBy: offsets.lowerBound)
        let upper = index(startIndex, offsetBy: offsets.upperBound)
        return String(self[lower..<upper])
    }
    subscript(offsets: ClosedRange<Int>) -> String {
        let lower = index(startIndex, offsetBy: offsets.lowerBound)
        let upper = index(startIndex, offsetBy: offsets.upperBound)
        return "[" + self[lower...upper] + "]"
    }
    subscript(safe offset: Int) -> Character? {
        offset >= 0 && offset < count ? self[index(startIndex, offsetBy: offset)] : nil
    }
}
let title = "SwiftUI"
print(title[0..<5], title[5...6], title[0...0])
let n = 2
print(title[n..<n + 3], title[n...n + 1])
print(title[safe: 3] ?? "-", title[safe: 9] ?? "-")
let r = 1..<4
print(title[r])
// expect: Swift [UI] [S]
// expect: ift [if]
// expect: f -
// expect: wif
