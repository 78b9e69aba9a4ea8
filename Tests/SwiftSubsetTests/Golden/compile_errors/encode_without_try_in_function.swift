// JSONEncoder's encode without `try` in a function that does not throw: the error is not handled either.
import Foundation

struct Note: Codable {
    var title: String
}

func save(_ note: Note) -> Int {
    let encoder = JSONEncoder()
    let data = encoder.encode(note)  // expect error col 16: call can throw, but it is not marked with 'try' and the error is not handled
    return data.count
}

print(save(Note(title: "x")))
