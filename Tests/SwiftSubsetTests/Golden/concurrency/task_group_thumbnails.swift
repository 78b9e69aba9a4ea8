// A throwing task group: parallel downloads with per-item delays, the first failure cancels the rest, results gathered by id
struct Thumbnail: CustomStringConvertible {
    let id: Int
    let bytes: Int
    var description: String { "#\(id):\(bytes)B" }
}

enum DownloadError: Error { case corrupt(id: Int) }

actor Progress {
    private(set) var started: [Int] = []
    private(set) var cancelled: [Int] = []
    func start(_ id: Int) { started.append(id) }
    func cancel(_ id: Int) { cancelled.append(id) }
}

func download(_ id: Int, progress: Progress, failing: Set<Int>) async throws -> Thumbnail {
    await progress.start(id)
    do {
        try await Task.sleep(nanoseconds: UInt64(id) * 100_000_000)
    } catch {
        await progress.cancel(id)
        throw error
    }
    if failing.contains(id) { throw DownloadError.corrupt(id: id) }
    return Thumbnail(id: id, bytes: id * 1024)
}

func downloadAll(_ ids: [Int], failing: Set<Int>) async -> (result: String, progress: Progress) {
    let progress = Progress()
    do {
        let thumbs = try await withThrowingTaskGroup(of: Thumbnail.self) { group in
            for id in ids {
                group.addTask { try await download(id, progress: progress, failing: failing) }
            }
            var collected: [Thumbnail] = []
            for try await thumb in group { collected.append(thumb) }
            return collected.sorted { $0.id < $1.id }
        }
        return ("ok \(thumbs)", progress)
    } catch {
        return ("failed: \(error)", progress)
    }
}

let (ok, p1) = await downloadAll([3, 1, 2], failing: [])
print(ok, await p1.started.count, await p1.cancelled)
let (bad, p2) = await downloadAll([1, 4, 2, 5], failing: [2])
print(bad, await p2.cancelled.sorted())

let sums = await withTaskGroup(of: (Int, Int).self, returning: [Int: Int].self) { group in
    for n in 1...4 {
        group.addTask {
            try? await Task.sleep(nanoseconds: UInt64(5 - n) * 20_000_000)
            return (n, (1...n).reduce(0, +))
        }
    }
    var out: [Int: Int] = [:]
    for await (n, s) in group { out[n] = s }
    return out
}
print(sums.sorted { $0.key < $1.key }.map { "\($0.key)->\($0.value)" })

// expect: ok [#1:1024B, #2:2048B, #3:3072B] 3 []
// expect: failed: corrupt(id: 2) [4, 5]
// expect: ["1->1", "2->3", "3->6", "4->10"]
