// A subclass overriding one overload keeps the others: the overload is chosen by the argument's static type, then dispatched
class Printer {
    func put(_ x: Int) { print("Printer int", x) }
    func put(_ x: String) { print("Printer string", x) }
    func put(_ x: Double, precision: Int = 1) { print("Printer double", x, precision) }
}
class LoudPrinter: Printer {
    override func put(_ x: String) { print("Loud string", x.uppercased()) }
}
let printers: [Printer] = [Printer(), LoudPrinter()]
for p in printers {
    p.put(3)
    p.put("hey")
    p.put(2.5)
}
let loud = LoudPrinter()
loud.put(1)
loud.put("direct")

// expect: Printer int 3
// expect: Printer string hey
// expect: Printer double 2.5 1
// expect: Printer int 3
// expect: Loud string HEY
// expect: Printer double 2.5 1
// expect: Printer int 1
// expect: Loud string DIRECT
