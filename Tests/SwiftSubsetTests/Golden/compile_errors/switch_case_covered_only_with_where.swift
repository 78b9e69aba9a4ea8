// A case handled only under a `where` is not handled: the switch is not exhaustive.
enum Reading { case celsius(Double), fahrenheit(Double) }
func describe(_ r: Reading) -> String {
    switch r { // expect error col 5: switch must be exhaustive
    case .celsius(let c) where c > 30: return "hot"
    case .celsius: return "mild"
    case .fahrenheit(let f) where f > 86: return "hot"
    }
}
print(describe(.fahrenheit(50)))
