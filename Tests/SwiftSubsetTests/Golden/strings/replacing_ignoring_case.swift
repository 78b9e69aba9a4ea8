// replacingOccurrences with .caseInsensitive replaces every spelling of the word, left to right, as Foundation finds them.
import Foundation
let note = "Todo: buy milk. TODO: call Sam. todoist is an app."
print(note.replacingOccurrences(of: "todo", with: "Task", options: .caseInsensitive))
print(note.replacingOccurrences(of: "TODO", with: "Task"))
let shout = "Hey hey HEY"
print(shout.replacingOccurrences(of: "hey", with: "hi", options: String.CompareOptions.caseInsensitive), shout.replacingOccurrences(of: "", with: "!", options: .caseInsensitive))
// expect: Task: buy milk. Task: call Sam. Taskist is an app.
// expect: Todo: buy milk. Task: call Sam. todoist is an app.
// expect: hi hi hi Hey hey HEY
