// `if let` unwraps optionals; this value is not one.
let count = 3
if let c = count { // expect error col 4: initializer for conditional binding must have Optional type, not 'Int'
    print(c)
}
