// A method called through optional chaining returns Void?, which tells whether it ran.
final class Speaker {
    var volume = 3
    func louder() { volume += 1 }
}
var speaker: Speaker? = nil
if speaker?.louder() != nil { print("changed") } else { print("no speaker") }  // expect: no speaker
speaker = Speaker()
if speaker?.louder() != nil { print("changed to \(speaker!.volume)") }  // expect: changed to 4
let result: Void? = speaker?.louder()
print(result != nil, speaker?.volume as Any)  // expect: true Optional(5)
if (speaker?.volume = 10) != nil { print("assigned") }  // expect: assigned
print(speaker!.volume)  // expect: 10
