// An enum with String raw values compared with a String, not its rawValue.
enum Planet: String { case mars, venus }
let home = Planet.mars
let typed = "mars"
print(home == typed) // expect error col 7: cannot convert value of type 'Planet' to expected argument type 'String'
