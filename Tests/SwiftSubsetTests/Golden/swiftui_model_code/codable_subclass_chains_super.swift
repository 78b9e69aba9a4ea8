// A subclass of a Codable class writes its own coding and chains the superclass's synthesized halves: super.init(from:) and super.encode(to:) on the same coder (keys side by side), or on superDecoder()/superEncoder() (a nested "super" object, whose absence is reported at its path).
import Foundation

class Animal: Codable {
    var name: String
    var legs: Int
    var sound = "..."
    init(name: String, legs: Int) { self.name = name; self.legs = legs }
}

final class Dog: Animal {
    var breed: String
    enum CodingKeys: String, CodingKey { case breed }
    init(name: String, breed: String) { self.breed = breed; super.init(name: name, legs: 4) }
    required init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        breed = try c.decode(String.self, forKey: .breed)
        try super.init(from: decoder)
    }
    override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(breed, forKey: .breed)
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let rex = Dog(name: "Rex", breed: "collie")
print(String(data: try encoder.encode(rex), encoding: .utf8)!)
let fido = try JSONDecoder().decode(Dog.self, from: Data(#"{"name":"Fido","legs":3,"breed":"pug","sound":"woof"}"#.utf8))
print(fido.name, fido.legs, fido.breed, fido.sound)
let animals: [Animal] = [rex, fido]
print(String(data: try encoder.encode(animals), encoding: .utf8)!)
do {
    _ = try JSONDecoder().decode(Dog.self, from: Data(#"{"name":"Fido","breed":"pug"}"#.utf8))
} catch {
    print(error)
}

class Vehicle: Codable {
    var wheels: Int
    init(wheels: Int) { self.wheels = wheels }
}

class Car: Vehicle {
    var make: String
    private enum CodingKeys: String, CodingKey { case make }
    init(make: String) { self.make = make; super.init(wheels: 4) }
    required init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        make = try c.decode(String.self, forKey: .make)
        try super.init(from: c.superDecoder())
    }
    override func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(make, forKey: .make)
        try super.encode(to: c.superEncoder())
    }
}

print(String(data: try encoder.encode(Car(make: "Saab")), encoding: .utf8)!)
let volvo = try JSONDecoder().decode(Car.self, from: Data(#"{"make":"Volvo","super":{"wheels":6}}"#.utf8))
print(volvo.make, volvo.wheels)
do {
    _ = try JSONDecoder().decode(Car.self, from: Data(#"{"make":"Volvo"}"#.utf8))
} catch {
    print(error)
}

// expect: {"breed":"collie","legs":4,"name":"Rex","sound":"..."}
// expect: Fido 3 pug woof
// expect: [{"breed":"collie","legs":4,"name":"Rex","sound":"..."},{"breed":"pug","legs":3,"name":"Fido","sound":"woof"}]
// expect: DecodingError.keyNotFound: Key 'legs' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "legs", intValue: nil) ("legs").
// expect: {"make":"Saab","super":{"wheels":4}}
// expect: Volvo 6
// expect: DecodingError.valueNotFound: Expected value of type Dictionary<String, Any> but found null instead. Path: super. Debug description: Cannot get keyed decoding container -- found null value instead
