// A file's globals already start on first use; `lazy` is refused on them.
var cache: [String: Int] = [:]
lazy var table: [Int] = (1...3).map { $0 * 10 } // expect error col 1: 'lazy' cannot be used on an already-lazy global
print(cache.count, table)
