// Extensions on Optional with constraints, as code bases add for convenience.
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}
extension Optional {
    func or(_ fallback: Wrapped) -> Wrapped { self ?? fallback }
}
let missing: String? = nil
let blank: String? = ""
let name: String? = "Kai"
print("[\(missing.orEmpty)]", missing.isNilOrEmpty, blank.isNilOrEmpty, name.isNilOrEmpty)  // expect: [] true true false
let count: Int? = nil
print(count.or(0), Optional(5).or(0))  // expect: 0 5
