// lazy properties are computed on first access only, then stored.
final class Report {
    lazy var data: [Int] = {
        print("loading data")
        return [1, 2, 3]
    }()
    init() { print("Report.init") }
}
let r = Report()  // expect: Report.init
print("before access")  // expect: before access
print(r.data.count)
// expect: loading data
// expect: 3
print(r.data.count)  // expect: 3
r.data = []
print(r.data.count)  // expect: 0
