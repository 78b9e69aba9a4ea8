// Single-expression closures return implicitly, including if/switch expressions.
let parity = { (n: Int) in n % 2 == 0 ? "even" : "odd" }
print(parity(7))  // expect: odd
let sign: (Int) -> String = { n in
    if n > 0 { "+" } else if n < 0 { "-" } else { "0" }
}
print([5, -2, 0].map(sign).joined())  // expect: +-0
let sizes = ["S", "M", "L", "XL"].map { size -> Int in
    switch size {
    case "S": 1
    case "M": 2
    case "L": 3
    default: 4
    }
}
print(sizes)  // expect: [1, 2, 3, 4]
let noop: () -> Void = {}
noop()
print(type(of: noop))  // expect: () -> ()
