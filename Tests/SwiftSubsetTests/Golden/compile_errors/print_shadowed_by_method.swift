// A type's own method named `print` hides the global one inside the type:
// `print("…")` must fit the method, or be written `Swift.print("…")`.
struct Printer {
    var pages = 0
    mutating func print(_ text: String, copies: Int) { pages += copies }
    mutating func test() {
        print("test page") // expect error col 9: use of 'print' refers to instance method rather than global function 'print(_:separator:terminator:)' in module 'Swift'
    }
}
var printer = Printer()
printer.test()
