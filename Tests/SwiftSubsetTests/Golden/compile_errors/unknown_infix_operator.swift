// An operator from another language (`<>` for "not equal") that Swift does not declare.
let a = 4
let b = 5
if a <> b { // expect error col 6: cannot find operator '<>' in scope
    print("different")
}
