// A tuple's elements are numbered from 0 up to its count: a higher index names no member of the tuple type.
func split(_ full: String) -> (String, String) {
    let parts = full.split(separator: " ").map(String.init)
    return (parts.first ?? "", parts.last ?? "")
}
let name = split("Ada Lovelace")
print(name.0, name.2) // expect error col 20: value of tuple type '(String, String)' has no member '2'
