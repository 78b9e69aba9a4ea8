// Assigning a struct copies it; assigning a class instance shares it.
struct Resolution { var width = 0, height = 0 }
final class VideoMode {
    var resolution = Resolution()
    var frameRate = 0.0
    var name: String?
}
let hd = Resolution(width: 1920, height: 1080)
var cinema = hd
cinema.width = 2048
print(hd.width, cinema.width)  // expect: 1920 2048
let tenEighty = VideoMode()
tenEighty.resolution = hd
tenEighty.name = "1080i"
tenEighty.frameRate = 25.0
let alsoTenEighty = tenEighty
alsoTenEighty.frameRate = 30.0
print(tenEighty.frameRate)  // expect: 30.0
print(tenEighty === alsoTenEighty)  // expect: true
alsoTenEighty.resolution.width = 1280
print(tenEighty.resolution.width, hd.width)  // expect: 1280 1920
print(tenEighty.name ?? "-")  // expect: 1080i
