// Optional.none takes what it wraps from its context: an annotation, a parameter, a comparison, a specialized type.
let annotated: Int? = Optional.none
print(annotated as Any)
func describe(_ value: String?) -> String { value ?? "none" }
print(describe(Optional.none))
let specialized = Optional<Double>.none
print(type(of: specialized), specialized == Optional.none)
var name: String? = "Ada"
name = Optional.none
print(name as Any)
// expect: nil
// expect: none
// expect: Optional<Double> true
// expect: nil
