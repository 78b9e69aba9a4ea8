// Course enrollment with sets: students per course, set algebra for overlaps, printed sorted because a Set's order is not fixed.
struct Course {
    let code: String
    var students: Set<String> = []
    let capacity: Int

    mutating func enroll(_ name: String) -> Bool {
        guard students.count < capacity else { return false }
        return students.insert(name).inserted
    }
}

var courses = [
    "CS101": Course(code: "CS101", capacity: 3),
    "MA201": Course(code: "MA201", capacity: 4),
    "PH110": Course(code: "PH110", capacity: 2),
]
let requests = [("Ava", "CS101"), ("Bo", "CS101"), ("Ava", "MA201"), ("Cy", "CS101"), ("Dee", "CS101"),
                ("Bo", "PH110"), ("Cy", "PH110"), ("Ava", "PH110"), ("Ava", "CS101"), ("Eli", "MA201"), ("Bo", "XX999")]
var refused: [String] = []
for (name, code) in requests {
    guard courses[code] != nil else {
        refused.append("\(name): no course \(code)")
        continue
    }
    if !courses[code]!.enroll(name) { refused.append("\(name) -> \(code)") }
}
for code in courses.keys.sorted() {
    let c = courses[code]!
    print(code, c.students.sorted(), "\(c.students.count)/\(c.capacity)")
}
// expect: CS101 ["Ava", "Bo", "Cy"] 3/3
// expect: MA201 ["Ava", "Eli"] 2/4
// expect: PH110 ["Bo", "Cy"] 2/2
print(refused)
// expect: ["Dee -> CS101", "Ava -> PH110", "Ava -> CS101", "Bo: no course XX999"]
let cs = courses["CS101"]!.students, ph = courses["PH110"]!.students, ma = courses["MA201"]!.students
print(cs.intersection(ph).sorted(), cs.subtracting(ph).sorted(), cs.union(ma).union(ph).count)
// expect: ["Bo", "Cy"] ["Ava"] 4
print(ph.isSubset(of: cs), ma.isDisjoint(with: ph), cs.symmetricDifference(ma).sorted())
// expect: true true ["Bo", "Cy", "Eli"]
let everyone = courses.values.reduce(into: [String: Int]()) { counts, course in
    for s in course.students { counts[s, default: 0] += 1 }
}
print(everyone.filter { $0.value > 1 }.keys.sorted(), everyone.count)
// expect: ["Ava", "Bo", "Cy"] 4
