// A private nested type and a private static constant serve one public method.
import Foundation
struct Formatter {
    private enum Unit: String, CaseIterable { case b = "B", kb = "KB", mb = "MB", gb = "GB" }
    private static let step = 1024.0
    static func size(_ bytes: Int) -> String {
        var value = Double(bytes)
        var unit = Unit.b
        for next in Unit.allCases.dropFirst() where value >= step {
            value /= step
            unit = next
        }
        return unit == .b ? "\(bytes) B" : "\((value * 10).rounded() / 10) \(unit.rawValue)"
    }
}
print(Formatter.size(512))  // expect: 512 B
print(Formatter.size(1536))  // expect: 1.5 KB
print(Formatter.size(5_242_880))  // expect: 5.0 MB
