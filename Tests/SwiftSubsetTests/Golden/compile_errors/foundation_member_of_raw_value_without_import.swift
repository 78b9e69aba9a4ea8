// `capitalized` is Foundation's: on an enum's String raw value, in a file that does not import Foundation, swiftc does not find it.
enum Room: String {
    case hall, library
}

let room = Room.library
print("Welcome to the \(room.rawValue.capitalized)") // expect error col 39: value of type 'String' has no member 'capitalized'
