// A gradebook with subscripts: by student name (get and set, optional), by row and column, with a default, and a safe index on Array.
struct GradeBook {
    private var grades: [String: [Int]] = [:]

    subscript(student: String) -> [Int]? {
        get { grades[student] }
        set { grades[student] = newValue }
    }

    subscript(student: String, test: Int) -> Int {
        get { grades[student]?[test] ?? 0 }
        set {
            var list = grades[student] ?? []
            while list.count <= test { list.append(0) }
            list[test] = newValue
            grades[student] = list
        }
    }

    subscript(average student: String) -> Double {
        guard let list = grades[student], !list.isEmpty else { return 0 }
        return Double(list.reduce(0, +)) / Double(list.count)
    }

    var students: [String] { grades.keys.sorted() }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

var book = GradeBook()
book["ann"] = [90, 85]
book["bob", 2] = 70
book["ann", 1] += 10
print(book["ann"] as Any, book["bob"] as Any, book["cy"] as Any)
print(book["ann", 0], book["cy", 3])
print(book[average: "ann"], book[average: "bob"], book[average: "cy"])
book["bob"] = nil
print(book.students)
let scores = [3, 1, 4]
print(scores[safe: 1] as Any, scores[safe: 7] as Any, scores[safe: -1] ?? -1)
// expect: Optional([90, 95]) Optional([0, 0, 70]) nil
// expect: 90 0
// expect: 92.5 23.333333333333332 0.0
// expect: ["ann"]
// expect: Optional(1) nil -1
