// A CSV sales report: parsing lines into records, Substring trimming, failable parsing, grouping and totals, aligned columns
import Foundation

struct Sale {
    let region: String
    let product: String
    let units: Int
    let price: Double
    var revenue: Double { Double(units) * price }
}

enum RowError: Error, CustomStringConvertible {
    case columns(line: Int, found: Int)
    case number(line: Int, field: String)
    var description: String {
        switch self {
        case let .columns(line, found): return "line \(line): expected 4 columns, found \(found)"
        case let .number(line, field): return "line \(line): '\(field)' is not a number"
        }
    }
}

let csv = """
region,product,units,price
North, Widget ,10,2.50
South,Gadget,3,19.99
North,Gadget, 4 ,19.99
East,Widget,seven,2.50
South,Widget,12,2.50
West,Gizmo,1
North,Gizmo,2,99.00
"""

var sales: [Sale] = []
var problems: [RowError] = []
for (offset, line) in csv.split(separator: "\n").enumerated().dropFirst() {
    let fields = line.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    do {
        guard fields.count == 4 else { throw RowError.columns(line: offset + 1, found: fields.count) }
        guard let units = Int(fields[2]) else { throw RowError.number(line: offset + 1, field: fields[2]) }
        guard let price = Double(fields[3]) else { throw RowError.number(line: offset + 1, field: fields[3]) }
        sales.append(Sale(region: fields[0], product: fields[1], units: units, price: price))
    } catch let error as RowError {
        problems.append(error)
    }
}
print("parsed \(sales.count) rows, \(problems.count) problems")
problems.forEach { print("  \($0)") }

func pad(_ s: String, _ width: Int) -> String { s.padding(toLength: width, withPad: " ", startingAt: 0) }
func money(_ x: Double) -> String { String(format: "%9.2f", x) }

let byRegion = Dictionary(grouping: sales, by: \.region)
print(pad("Region", 8) + pad("Units", 7) + "  Revenue")
for region in byRegion.keys.sorted() {
    let rows = byRegion[region]!
    let units = rows.reduce(0) { $0 + $1.units }
    let revenue = rows.reduce(0) { $0 + $1.revenue }
    print(pad(region, 8) + pad(String(units), 7) + money(revenue))
}
let total = sales.map(\.revenue).reduce(0, +)
print(pad("Total", 15) + money(total))
let best = Dictionary(grouping: sales, by: \.product).mapValues { $0.reduce(0) { $0 + $1.revenue } }
    .max { $0.value < $1.value }!
print("best product: \(best.key) (\(String(format: "%.1f", best.value / total * 100))%)")
let shares = sales.map { ($0.product, $0.revenue / total) }.sorted { $0.1 > $1.1 }.prefix(3)
print(shares.map { "\($0.0) \(Int(($0.1 * 100).rounded()))%" })

// expect: parsed 5 rows, 2 problems
// expect:   line 5: 'seven' is not a number
// expect:   line 7: expected 4 columns, found 3
// expect: Region  Units    Revenue
// expect: North   16        302.96
// expect: South   15         89.97
// expect: Total             392.93
// expect: best product: Gizmo (50.4%)
// expect: ["Gizmo 50%", "Gadget 20%", "Gadget 15%"]
