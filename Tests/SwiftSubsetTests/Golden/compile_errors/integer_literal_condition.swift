// `if 1` is C, not Swift.
if 1 { // expect error col 4: integer literal value '1' cannot be used as a boolean; did you mean 'true'?
    print("always")
}
