// ProgressHammer FILE COUNT TAG
//
// Records COUNT attempts at the exercise TAG in the progress file FILE, one
// save each, printing "saved N" after each save is complete. The
// crash-safety tests kill it at random moments and check the file.
import Course
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: ProgressHammer FILE COUNT TAG\n".utf8))
    exit(2)
}
let store = ProgressStore(path: arguments[1])
for n in 1...max(1, count) {
    do {
        try store.update { record in
            record.recordAttempt(exercise: arguments[3], lesson: "hammer", choice: "choice-\(n)", passed: false, mistake: nil)
        }
        FileHandle.standardOutput.write(Data("saved \(n)\n".utf8))
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
}
