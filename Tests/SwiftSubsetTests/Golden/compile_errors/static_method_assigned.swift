// A static method is not a variable: assigning a closure to it is refused
struct Logger {
    static var lines: [String] = []
    static func log(_ s: String) { lines.append(s) }
}
Logger.log = { print($0) } // expect error col 8: cannot assign to value: 'log' is a method
Logger.log("hi")
print(Logger.lines)
