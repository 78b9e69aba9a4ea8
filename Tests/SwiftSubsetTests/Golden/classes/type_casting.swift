// is, as?, as! and type checks on a class hierarchy.
class Media { let title: String; init(title: String) { self.title = title } }
class Movie: Media { let minutes = 120 }
class Song: Media { let artist = "anon" }
let library: [Media] = [Movie(title: "M1"), Song(title: "S1"), Movie(title: "M2")]
var movies = 0
for item in library {
    if let movie = item as? Movie {
        movies += 1
        print("movie", movie.title, movie.minutes)
    } else if item is Song {
        print("song", (item as! Song).artist)
    }
}
// expect: movie M1 120
// expect: song anon
// expect: movie M2 120
print(movies)  // expect: 2
print(library[1] is Movie, library[1] is Media)  // expect: false true
