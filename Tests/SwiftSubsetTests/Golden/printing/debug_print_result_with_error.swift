// debugPrint of a Result whose failure is `Error` writes the existential as swiftc does (`Swift.Error`), also inside an array.
enum LoadError: Error { case offline }
let ok: Result<Int, Error> = .success(3)
debugPrint(ok)
// expect: Swift.Result<Swift.Int, Swift.Error>.success(3)
print([ok])
// expect: [Swift.Result<Swift.Int, Swift.Error>.success(3)]
let failed: Result<String, LoadError> = .failure(.offline)
debugPrint(failed)
// expect: Swift.Result<Swift.String, main.LoadError>.failure(main.LoadError.offline)
print(failed)
// expect: failure(main.LoadError.offline)
let parsed = Int("ff", radix: 16)
print(parsed as Any, type(of: parsed))
// expect: Optional(255) Optional<Int>
