// A subscript's getter.
struct Week {
    let days = ["Mon", "Tue"]
    subscript(index: Int) -> String {
        print("reading", index)
        _ = days.count
    } // expect error col 5: missing return in getter expected to return 'String'
}
print(Week()[0])
