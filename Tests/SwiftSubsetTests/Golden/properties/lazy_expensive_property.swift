// A lazy property is computed on first access, once, and may use self.
final class Report {
    let entries: [Int]
    init(entries: [Int]) { self.entries = entries }
    lazy var summary: String = {
        print("building summary")
        return "\(entries.count) entries, sum \(entries.reduce(0, +))"
    }()
    lazy var average = Double(entries.reduce(0, +)) / Double(entries.count)
}
let report = Report(entries: [3, 4, 8])
print("created")  // expect: created
print(report.summary)
// expect: building summary
// expect: 3 entries, sum 15
print(report.summary)  // expect: 3 entries, sum 15
print(report.average)  // expect: 5.0
