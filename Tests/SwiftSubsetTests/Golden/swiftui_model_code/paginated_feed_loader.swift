// A paginated loader appends pages until the server says there are no more.
struct Page { let items: [String]; let hasMore: Bool }
actor FakeServer {
    private let all = (1...7).map { "item \($0)" }
    private(set) var requests = 0
    func page(_ number: Int, size: Int) async -> Page {
        requests += 1
        let start = number * size
        let slice = Array(all[min(start, all.count)..<min(start + size, all.count)])
        return Page(items: slice, hasMore: start + size < all.count)
    }
}
@MainActor
final class FeedModel {
    private(set) var items: [String] = []
    private var nextPage = 0
    private(set) var canLoadMore = true
    let server: FakeServer
    init(server: FakeServer) { self.server = server }
    func loadMore() async {
        guard canLoadMore else { print("nothing more to load"); return }
        let page = await server.page(nextPage, size: 3)
        items += page.items
        nextPage += 1
        canLoadMore = page.hasMore
        print("loaded page \(nextPage): \(items.count) items")
    }
}
let server = FakeServer()
let feed = FeedModel(server: server)
for _ in 0..<4 { await feed.loadMore() }
// expect: loaded page 1: 3 items
// expect: loaded page 2: 6 items
// expect: loaded page 3: 7 items
// expect: nothing more to load
print(feed.items.last!, await server.requests)  // expect: item 7 3
