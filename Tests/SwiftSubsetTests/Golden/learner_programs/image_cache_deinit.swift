// An image cache with class reference semantics: entries shared by several views, evicted least-recently-used first, and deinit reporting when each image is really freed.
final class Image {
    let name: String
    let bytes: Int
    init(name: String, bytes: Int) {
        self.name = name
        self.bytes = bytes
        print("load \(name)")
    }
    deinit {
        print("free \(name)")
    }
}

final class ImageCache {
    private var storage: [String: Image] = [:]
    private var order: [String] = []
    let capacity: Int
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    func image(named name: String) -> Image {
        if let cached = storage[name] {
            hits += 1
            order.removeAll { $0 == name }
            order.append(name)
            return cached
        }
        misses += 1
        let image = Image(name: name, bytes: name.count * 1000)
        storage[name] = image
        order.append(name)
        if order.count > capacity {
            let evicted = order.removeFirst()
            storage[evicted] = nil
            print("evict \(evicted)")
        }
        return image
    }

    var totalBytes: Int { storage.values.reduce(0) { $0 + $1.bytes } }
    var names: [String] { order }

    func clear() {
        print("clearing")
        for name in order {
            storage[name] = nil
        }
        order.removeAll()
    }
}

struct Thumbnail {
    let image: Image
    var caption: String { "\(image.name) [\(image.bytes / 1000)k]" }
}

let cache = ImageCache(capacity: 2)
var thumbs: [Thumbnail] = []
thumbs.append(Thumbnail(image: cache.image(named: "cat")))
thumbs.append(Thumbnail(image: cache.image(named: "dog")))
_ = cache.image(named: "cat")
print(cache.names)
_ = cache.image(named: "bird")
print(cache.names, cache.totalBytes)
print(thumbs.map(\.caption))
print(thumbs[1].image === cache.image(named: "dog"))
print("removing thumbnails")
thumbs.removeAll()
print("hits \(cache.hits), misses \(cache.misses)")
cache.clear()
print("done")

// expect: load cat
// expect: load dog
// expect: ["dog", "cat"]
// expect: load bird
// expect: evict dog
// expect: ["cat", "bird"] 7000
// expect: ["cat [3k]", "dog [3k]"]
// expect: load dog
// expect: evict cat
// expect: false
// expect: removing thumbnails
// expect: free cat
// expect: free dog
// expect: hits 1, misses 4
// expect: clearing
// expect: free bird
// expect: free dog
// expect: done
