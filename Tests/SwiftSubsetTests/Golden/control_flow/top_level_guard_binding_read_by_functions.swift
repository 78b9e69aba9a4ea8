// A top-level `guard let` binds names the functions written after it read, as swiftc's top-level code does.
let settings = ["port": "8080", "host": "example.org"]
guard let port = settings["port"].flatMap({ Int($0) }), let host = settings["host"] else {
    fatalError("settings incomplete")
}
guard case let (low, high)? = Optional((1, 5)) else { fatalError("no range") }

func address() -> String {
    "\(host):\(port + 1)"
}

func widths() -> [Int] {
    let make = { (step: Int) in Array(stride(from: low, through: high, by: step)) }
    return make(2)
}

print(address())  // expect: example.org:8081
print(widths())  // expect: [1, 3, 5]
print(host.count + port)  // expect: 8091
