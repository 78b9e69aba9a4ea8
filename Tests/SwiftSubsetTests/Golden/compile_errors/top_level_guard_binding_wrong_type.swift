// A top-level `guard let` binding keeps its unwrapped type inside a function that reads it.
guard let count = Int("3") else { fatalError("not a number") }

func label() -> String {
    count  // expect error col 5: cannot convert return expression of type 'Int' to return type 'String'
}

print(label())
