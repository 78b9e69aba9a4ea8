// A log scanner built as lazy pipelines: the printed trace shows that lazy map/filter run only for the elements first(where:) and prefix actually pull.
let lines = [
    "INFO boot ok",
    "WARN disk 81%",
    "INFO user ana",
    "ERROR db timeout",
    "INFO user bea",
    "ERROR cache miss",
]

var parsed = 0
let entries = lines.lazy.map { line -> (level: String, text: String) in
    parsed += 1
    print("  parse #\(parsed)")
    let parts = line.split(separator: " ", maxSplits: 1)
    return (String(parts[0]), String(parts[1]))
}

print("pipeline built, parsed so far:", parsed)
if let firstError = entries.first(where: { $0.level == "ERROR" }) {
    print("first error:", firstError.text)
}
print("parsed after first(where:):", parsed)

parsed = 0
let warnings = entries.filter { $0.level != "INFO" }.prefix(2)
for entry in warnings {
    print(entry.level, "-", entry.text)
}
print("parsed for two warnings:", parsed)

let eager = lines.map { $0.count }
let squares = (1...).lazy.map { $0 * $0 }.filter { $0 % 3 == 1 }
print(Array(squares.prefix(4)), eager.max() ?? 0)
let total = lines.lazy.filter { $0.hasPrefix("INFO") }.map(\.count).reduce(0, +)
print("info characters:", total)

// expect: pipeline built, parsed so far: 0
// expect:   parse #1
// expect:   parse #2
// expect:   parse #3
// expect:   parse #4
// expect: first error: db timeout
// expect: parsed after first(where:): 4
// expect:   parse #1
// expect:   parse #2
// expect:   parse #3
// expect:   parse #4
// expect:   parse #5
// expect:   parse #6
// expect:   parse #7
// expect:   parse #8
// expect:   parse #9
// expect: WARN - disk 81%
// expect:   parse #10
// expect:   parse #11
// expect: ERROR - db timeout
// expect:   parse #12
// expect: parsed for two warnings: 12
// expect: [1, 4, 16, 25] 16
// expect: info characters: 38
