// A generic paginator: pages sliced out of an array with min and ranges, a while-true loop with break, and array equality.
struct Page<Item> { let items: [Item]; let number: Int; let hasMore: Bool }
struct Paginator<Item> {
    let all: [Item]
    let size: Int
    func page(_ n: Int) -> Page<Item> {
        let start = n * size
        guard start < all.count else { return Page(items: [], number: n, hasMore: false) }
        let end = min(start + size, all.count)
        return Page(items: Array(all[start..<end]), number: n, hasMore: end < all.count)
    }
}
let p = Paginator(all: Array(1...7), size: 3)
var n = 0
var collected: [Int] = []
while true {
    let page = p.page(n)
    collected += page.items
    print(page.number, page.items, page.hasMore)
    if !page.hasMore { break }
    n += 1
}
print(collected == Array(1...7), p.page(9).items.isEmpty)
let words = Paginator(all: ["a", "b", "c"], size: 2)
print(words.page(1).items, words.page(0).hasMore)
// expect: 0 [1, 2, 3] true
// expect: 1 [4, 5, 6] true
// expect: 2 [7] false
// expect: true true
// expect: ["c"] true
