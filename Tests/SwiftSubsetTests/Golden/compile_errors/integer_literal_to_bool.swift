// A number is not a Bool.
let enabled: Bool = 1 // expect error col 21: integer literal value '1' cannot be used as a boolean; did you mean 'true'?
print(enabled)
