// Protocol composition `A & B` as a parameter type and as a typealias.
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
typealias Person = Named & Aged
struct Student: Named, Aged { let name: String; let age: Int; let school: String }
struct Pet: Named { let name: String }
func wishHappyBirthday(to celebrator: Named & Aged) -> String {
    "Happy birthday, \(celebrator.name), you're \(celebrator.age)!"
}
let s = Student(name: "Malcolm", age: 21, school: "MIT")
print(wishHappyBirthday(to: s))  // expect: Happy birthday, Malcolm, you're 21!
let people: [any Person] = [s, Student(name: "Ivy", age: 19, school: "UCL")]
print(people.map(\.age).reduce(0, +))  // expect: 40
let named: [any Named] = [s, Pet(name: "Rex")]
print(named.map(\.name), named.filter { $0 is any Aged }.count)  // expect: ["Malcolm", "Rex"] 1
