// Foundation's Date is not in scope in a file that does not import Foundation
struct Entry {
    let title: String
}
let entry = Entry(title: "Run")
print(entry.title)
let started = Date() // expect error col 15: cannot find 'Date' in scope
