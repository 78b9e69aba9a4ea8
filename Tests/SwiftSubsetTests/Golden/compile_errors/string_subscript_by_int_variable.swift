// An Int variable indexes no String (its index is String.Index), whatever the Int's origin.
let name = "Grace"
let position = name.count - 1
print(name[position]) // expect error col 7: 'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.
