// In a loop the else may `continue` or `break`; an `if` that leaves on one branch only does not count.
let lines = ["milk", "", "eggs"]
for line in lines {
    guard !line.isEmpty else {
        if line.count > 10 { continue }
    } // expect error col 5: 'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope
    print(line)
}
