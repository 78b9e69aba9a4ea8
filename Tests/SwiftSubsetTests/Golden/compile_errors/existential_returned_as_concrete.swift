// Returning a protocol-typed value where the function promises a concrete type.
protocol Animal {
    var name: String { get }
}

struct Dog: Animal {
    let name: String
}

func firstDog(in animals: [any Animal]) -> Dog {
    let first = animals[0]
    return first  // expect error col 12: cannot convert return expression of type 'any Animal' to return type 'Dog'
}

print(firstDog(in: [Dog(name: "Rex")]).name)
