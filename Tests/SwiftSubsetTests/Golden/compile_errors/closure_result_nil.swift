// `nil` is no value of a non-optional closure result type.
var lookup: (String) -> Int = { name in
    name.isEmpty ? 0 : name.count
}
lookup = { _ in nil } // expect error col 17: 'nil' is not compatible with closure result type 'Int'
print(lookup("abc"))
