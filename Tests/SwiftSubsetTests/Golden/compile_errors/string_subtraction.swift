// Strings can be joined with +, but not subtracted.
let full = "swiftui"
let part = "ui"
print(full - part) // expect error col 12: binary operator '-' cannot be applied to two 'String' operands
