// value[keyPath:] reads, writes and mutates in place through nested paths, in structs, arrays of structs and classes.
struct Engine { var horsepower: Int }
struct Car { var model: String; var engine: Engine; var tags: [String] }
final class Garage { var cars: [Car] = []; var name = "Main" }
var car = Car(model: "Mini", engine: Engine(horsepower: 90), tags: ["city"])
let power: WritableKeyPath<Car, Int> = \Car.engine.horsepower
car[keyPath: power] += 10
car[keyPath: \Car.model] = "Mini Cooper"
print(car.model, car.engine.horsepower)  // expect: Mini Cooper 100
car[keyPath: \Car.tags].append("fast")
print(car[keyPath: \.tags])  // expect: ["city", "fast"]
let garage = Garage()
garage.cars = [car, Car(model: "Panda", engine: Engine(horsepower: 69), tags: [])]
garage[keyPath: \Garage.name] = "North"
print(garage.name, garage.cars.map { $0[keyPath: power] })  // expect: North [100, 69]
let paths: [KeyPath<Car, String>] = [\.model, \Car.model]
print(paths.map { garage.cars[1][keyPath: $0] })  // expect: ["Panda", "Panda"]
print(garage.cars.map(\.engine.horsepower).max()!)  // expect: 100
