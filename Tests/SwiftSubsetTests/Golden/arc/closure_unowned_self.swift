// [unowned self] also avoids the cycle.
final class Formatter {
    let prefix = ">>"
    lazy var format: (String) -> String = { [unowned self] in self.prefix + " " + $0 }
    deinit { print("formatter deinit") }
}
do {
    let f = Formatter()
    print(f.format("hi"))  // expect: >> hi
}
// expect: formatter deinit
print("end")  // expect: end
