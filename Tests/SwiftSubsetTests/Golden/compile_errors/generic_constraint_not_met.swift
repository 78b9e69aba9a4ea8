// A generic function's constraint is checked at the call: an Int is not one of the program's `Named` types.
protocol Named {
    var name: String { get }
}

struct Dog: Named {
    var name: String
}

func greet<T: Named>(_ x: T) -> String {
    "Hello, " + x.name
}

print(greet(Dog(name: "Rex")))
print(greet(5))  // expect error col 7: global function 'greet' requires that 'Int' conform to 'Named'
