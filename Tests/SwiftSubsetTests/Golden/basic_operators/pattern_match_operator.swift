// `~=` matches a value against a range, in switch cases and directly.
func grade(_ score: Int) -> String {
    switch score {
    case 90...: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    default: return "F"
    }
}
print([95, 83, 71, 12].map(grade))  // expect: ["A", "B", "C", "F"]
print(1...5 ~= 3)  // expect: true
print(0.0..<1.0 ~= 1.0)  // expect: false
let temperature = 21.5
switch temperature {
case ..<0: print("freezing")
case 0..<18: print("cool")
case 18..<26: print("comfortable")  // expect: comfortable
default: print("hot")
}
