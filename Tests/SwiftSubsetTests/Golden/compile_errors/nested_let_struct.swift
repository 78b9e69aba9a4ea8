// A struct inside a struct held in a `let`: the whole value is constant.
struct Engine { var rpm = 0 }
struct Car { var engine = Engine() }
let car = Car()
car.engine.rpm = 3000 // expect error col 12: cannot assign to property: 'car' is a 'let' constant
print(car.engine.rpm)
