// Switching over Any values with `as` patterns, including tuples, closures and optionals.
var things: [Any] = []
things.append(0)
things.append(0.0)
things.append(42)
things.append(3.14159)
things.append("hello")
things.append((3.0, 5.0))
things.append({ (name: String) -> String in "Hello, \(name)" })
things.append(Optional<Int>.none as Any)
for thing in things {
    switch thing {
    case 0 as Int: print("zero as an Int")
    case 0 as Double: print("zero as a Double")
    case let someInt as Int: print("an integer value of \(someInt)")
    case let someDouble as Double where someDouble > 0: print("a positive double value of \(someDouble)")
    case let someString as String: print("a string value of \"\(someString)\"")
    case let (x, y) as (Double, Double): print("an (x, y) point at \(x), \(y)")
    case let greet as (String) -> String: print(greet("Michael"))
    case let maybe as Int?: print("an optional Int: \(maybe as Any)")
    default: print("something else")
    }
}
// expect: zero as an Int
// expect: zero as a Double
// expect: an integer value of 42
// expect: a positive double value of 3.14159
// expect: a string value of "hello"
// expect: an (x, y) point at 3.0, 5.0
// expect: Hello, Michael
// expect: an optional Int: nil
