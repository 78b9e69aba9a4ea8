// A single-expression body returns its value: it must be the declared type.
struct Temperature {
    var celsius: Double
    func label() -> String { celsius } // expect error col 30: cannot convert return expression of type 'Double' to return type 'String'
}
print(Temperature(celsius: 21).label())
