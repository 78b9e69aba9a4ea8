// `firstIndex(of:)` compares elements with `==`: a struct that is not `Equatable` cannot be searched for.
struct Song {
    let title: String
    let seconds: Int
}

let playlist = [Song(title: "Intro", seconds: 90), Song(title: "Outro", seconds: 120)]
let position = playlist.firstIndex(of: Song(title: "Outro", seconds: 120))  // expect error col 25: referencing instance method 'firstIndex(of:)' on 'Collection' requires that 'Song' conform to 'Equatable'
print(position ?? -1)
