// A `where` makes a binding pattern match only some values: it is not a catch-all.
struct Reading { var celsius: Double }
let r = Reading(celsius: 31)
switch r { // expect error col 1: switch must be exhaustive
case let hot where hot.celsius > 30: print("hot", hot.celsius)
case let mild where mild.celsius > 10: print("mild", mild.celsius)
}
