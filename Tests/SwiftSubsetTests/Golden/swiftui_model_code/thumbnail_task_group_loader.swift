// A model loads several thumbnails concurrently with a task group and stores them by id.
struct Thumbnail { let id: Int; let bytes: Int }
enum ImageError: Error { case corrupt(Int) }
func downloadThumbnail(id: Int) async throws -> Thumbnail {
    try await Task.sleep(nanoseconds: UInt64(100 - id * 20) * 1_000_000)
    if id == 3 { throw ImageError.corrupt(id) }
    return Thumbnail(id: id, bytes: id * 1024)
}
@MainActor
final class GalleryModel {
    var thumbnails: [Int: Thumbnail] = [:]
    var failures: [Int] = []
    func load(ids: [Int]) async {
        await withTaskGroup(of: (Int, Thumbnail?).self) { group in
            for id in ids {
                group.addTask { (id, try? await downloadThumbnail(id: id)) }
            }
            for await (id, thumbnail) in group {
                if let thumbnail { thumbnails[id] = thumbnail } else { failures.append(id) }
            }
        }
    }
}
let gallery = GalleryModel()
await gallery.load(ids: [1, 2, 3, 4])
print(gallery.thumbnails.keys.sorted())  // expect: [1, 2, 4]
print(gallery.thumbnails.values.map(\.bytes).reduce(0, +))  // expect: 7168
print(gallery.failures)  // expect: [3]
