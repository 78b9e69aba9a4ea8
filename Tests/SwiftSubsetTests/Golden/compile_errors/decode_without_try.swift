// JSONDecoder's decode throws: a call without `try` is refused, as a throwing function of the program's is.
import Foundation

struct Profile: Codable {
    var name: String
    var age: Int
}

let json = #"{"name":"Ann","age":30}"#
let profile = JSONDecoder().decode(Profile.self, from: Data(json.utf8))  // expect error col 15: call can throw but is not marked with 'try'
print(profile.name)
