// Optional chaining short-circuits the rest of the chain on nil.
struct Engine { var horsepower: Int; func start() -> String { "vroom" } }
struct Car { var engine: Engine? }
class Garage { var car: Car? }
let g = Garage()
print(g.car?.engine?.horsepower as Any)  // expect: nil
g.car = Car(engine: Engine(horsepower: 300))
print(g.car?.engine?.horsepower as Any)  // expect: Optional(300)
print(g.car?.engine?.start() ?? "silent")  // expect: vroom
g.car?.engine?.horsepower += 5
print(g.car!.engine!.horsepower)  // expect: 305
g.car?.engine = nil
print(g.car?.engine?.start() ?? "silent")  // expect: silent
