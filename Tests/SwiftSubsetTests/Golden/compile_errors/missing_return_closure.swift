// A closure declared to return a value.
let parse = { (text: String) -> Int in
    let value = Int(text) ?? 0
    print(value)
} // expect error col 1: missing return in closure expected to return 'Int'
print(parse("4"))
