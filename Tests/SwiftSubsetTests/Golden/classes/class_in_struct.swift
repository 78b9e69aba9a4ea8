// A struct that holds a class reference copies the reference, not the object.
final class Engine { var rpm = 0 }
struct Car { var name: String; let engine: Engine }
var a = Car(name: "a", engine: Engine())
var b = a
b.name = "b"
b.engine.rpm = 3000
print(a.name, a.engine.rpm)  // expect: a 3000
print(a.engine === b.engine)  // expect: true
