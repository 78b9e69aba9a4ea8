// Memberwise initializers: defaults make parameters optional; order follows declaration.
struct Options {
    var title: String
    var size: Int = 12
    var bold = false
    let id: Int
}
print(Options(title: "a", id: 1))  // expect: Options(title: "a", size: 12, bold: false, id: 1)
print(Options(title: "b", size: 20, id: 2))  // expect: Options(title: "b", size: 20, bold: false, id: 2)
print(Options(title: "c", bold: true, id: 3))  // expect: Options(title: "c", size: 12, bold: true, id: 3)
