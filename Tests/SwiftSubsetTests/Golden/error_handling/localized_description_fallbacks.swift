// localizedDescription: errorDescription when a LocalizedError gives one, else Foundation's sentence with the type and error code.
import Foundation
enum NetworkError: Error { case timeout, badStatus(Int), offline }
struct ParseFailure: Error { let line: Int }
enum SaveError: LocalizedError {
    case diskFull, denied
    var errorDescription: String? {
        if case .diskFull = self { return "The disk is full" }
        return nil
    }
}
print(NetworkError.timeout.localizedDescription)  // expect: The operation could not be completed. (main.NetworkError error 1.)
print(NetworkError.badStatus(500).localizedDescription)  // expect: The operation could not be completed. (main.NetworkError error 0.)
print(NetworkError.offline.localizedDescription)  // expect: The operation could not be completed. (main.NetworkError error 2.)
print(ParseFailure(line: 3).localizedDescription)  // expect: The operation could not be completed. (main.ParseFailure error 1.)
let errors: [Error] = [SaveError.diskFull, SaveError.denied]
for e in errors {
    print(e.localizedDescription, (e as? LocalizedError)?.errorDescription ?? "-")
}
// expect: The disk is full The disk is full
// expect: The operation could not be completed. (main.SaveError error 1.) -
