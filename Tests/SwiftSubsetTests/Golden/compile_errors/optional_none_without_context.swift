// Optional.none with nothing to say what it wraps: swiftc cannot infer Wrapped.
let nothing = Optional.none // expect error col 15: generic parameter 'Wrapped' could not be inferred
print(nothing as Any)
