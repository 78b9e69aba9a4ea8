// A CSV import written with Result: each row parsed to Result<Row, ImportError>, chained with map/flatMap, errors converted with mapError, totals from the successes and get() rethrowing the first failure.
enum ImportError: Error, Equatable {
    case wrongColumnCount(line: Int, found: Int)
    case badNumber(line: Int, text: String)
    case negative(line: Int)
}

struct ReportError: Error {
    let summary: String
}

struct Row {
    let product: String
    let quantity: Int
    let priceCents: Int
    var totalCents: Int { quantity * priceCents }
}

func columns(_ line: String, number: Int) -> Result<[String], ImportError> {
    let parts = line.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
    return parts.count == 3 ? .success(parts) : .failure(.wrongColumnCount(line: number, found: parts.count))
}

func number(_ text: String, line: Int) -> Result<Int, ImportError> {
    guard let value = Int(text) else { return .failure(.badNumber(line: line, text: text)) }
    return value < 0 ? .failure(.negative(line: line)) : .success(value)
}

func parse(_ line: String, number lineNumber: Int) -> Result<Row, ImportError> {
    columns(line, number: lineNumber).flatMap { c in
        number(c[1], line: lineNumber).flatMap { quantity in
            number(c[2], line: lineNumber).map { price in
                Row(product: c[0], quantity: quantity, priceCents: price)
            }
        }
    }
}

let csv = """
pens,10,120
paper,2,899
stapler,1
ink,x,1500
tape,-3,250
clips,100,2
"""

let results = csv.split(separator: "\n").enumerated().map { parse(String($1), number: $0 + 1) }
var total = 0
for result in results {
    switch result {
    case .success(let row):
        total += row.totalCents
        print("ok \(row.product): \(row.totalCents)")
    case .failure(let error):
        print("skipped:", error)
    }
}
print("total cents:", total)
let failures = results.compactMap { r -> ImportError? in
    if case .failure(let e) = r { return e }
    return nil
}
print(failures.count, failures.first == .wrongColumnCount(line: 3, found: 2))
let firstBad = results.first { (try? $0.get()) == nil }!.mapError { ReportError(summary: "import stopped: \($0)") }
if case .failure(let report) = firstBad {
    print(report.summary)
}
let doubled = results[0].map { $0.quantity * 2 }
print((try? doubled.get()) ?? 0)

// expect: ok pens: 1200
// expect: ok paper: 1798
// expect: skipped: wrongColumnCount(line: 3, found: 2)
// expect: skipped: badNumber(line: 4, text: "x")
// expect: skipped: negative(line: 5)
// expect: ok clips: 200
// expect: total cents: 3198
// expect: 3 true
// expect: import stopped: wrongColumnCount(line: 3, found: 2)
// expect: 20
