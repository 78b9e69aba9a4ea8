// An object lives while any strong reference remains; weak references do not count.
final class Photo {
    let title: String
    init(_ title: String) { self.title = title }
    deinit { print("freed \(title)") }
}
var a: Photo? = Photo("sunset")
var b = a
weak var w = a
a = nil
print("after a = nil: \(w?.title ?? "gone")")  // expect: after a = nil: sunset
b = nil  // expect: freed sunset
print("after b = nil: \(w?.title ?? "gone")")  // expect: after b = nil: gone
var album: [Photo] = [Photo("one"), Photo("two")]
let favourite = album[1]
album.removeAll()  // expect: freed one
print(favourite.title)  // expect: two
