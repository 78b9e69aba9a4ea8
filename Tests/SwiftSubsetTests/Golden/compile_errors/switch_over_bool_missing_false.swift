// A `switch` over a Bool must handle both values.
let isOnline = true
switch isOnline { // expect error col 1: switch must be exhaustive
case true: print("online")
}
