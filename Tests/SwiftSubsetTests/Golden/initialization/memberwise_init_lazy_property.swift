// A lazy var is a parameter of the memberwise initializer, an optional that defaults to nil: nil or no argument leaves it to be computed on first use
struct Report {
    var title: String
    lazy var summary: String = {
        print("computing summary of", title)
        return title.uppercased()
    }()
    lazy var pages = 1
}
var given = Report(title: "q1", summary: "Given")
print(given.summary)  // expect: Given
var computed = Report(title: "q2")
print(computed.summary)  // expect: computing summary of q2
// expect: Q2
var explicitNil = Report(title: "q3", summary: nil, pages: 4)
print(explicitNil.pages, explicitNil.summary)  // expect: computing summary of q3
// expect: 4 Q3
