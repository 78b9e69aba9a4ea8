// A throwing task rethrows its error from `try await task.value`.
struct Boom: Error {}
let t = Task { () throws -> Int in
    throw Boom()
}
do {
    _ = try await t.value
} catch {
    print("caught", error)  // expect: caught Boom()
}
let ok = Task { () throws -> Int in 5 }
print(try await ok.value)  // expect: 5
