// Accumulators: a literal start value takes the type the combining function gives it, and reduce(into:)'s first closure parameter is inout without saying so
struct Reading { let sensor: String; let value: Double }
let readings = [Reading(sensor: "north", value: 2.5), Reading(sensor: "south", value: 4), Reading(sensor: "north", value: 1.25)]

let values = readings.map(\.value)
let sum = values.reduce(0, +)
print(sum / Double(values.count), type(of: sum))
let product = values.reduce(1, *)
print(product * 2)
let none: [Double] = []
print(none.reduce(0, +), none.reduce(1, *))
let counts = [4, 7, 1]
let total: Int = counts.reduce(0, +)
print(total, counts.sorted(by: >), values.sorted(by: <))
print(["ab", "c"].reduce("", +), ["ab", "c"].reduce(0) { $0 + $1.count })
let fromClosure = values.reduce(0) { $0 + $1 }
print(fromClosure / 2)

let bySensor = readings.reduce(into: [String: (sum: Double, n: Int)]()) { acc, r in
    acc[r.sensor, default: (0, 0)].sum += r.value
    acc[r.sensor, default: (0, 0)].n += 1
}
for key in bySensor.keys.sorted() { print(key, bySensor[key]!.sum, bySensor[key]!.n) }
let (low, high) = readings.reduce(into: ([String](), [String]())) { split, r in
    if r.value < 2 { split.0.append(r.sensor) } else { split.1.append(r.sensor) }
}
print(low, high)
let letters = "banana".reduce(into: [Character: Int]()) { tally, c in tally[c, default: 0] += 1 }
print(letters.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))
// expect: 2.5833333333333335 Double
// expect: 25.0
// expect: 0.0 1.0
// expect: 12 [7, 4, 1] [1.25, 2.5, 4.0]
// expect: abc 3
// expect: 3.875
// expect: north 3.75 2
// expect: south 4.0 1
// expect: ["north"] ["north", "south"]
// expect: a3 b1 n2
