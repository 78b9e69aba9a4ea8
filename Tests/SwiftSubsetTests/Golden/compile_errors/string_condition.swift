// A String is not a condition either.
let answer = "yes"
while answer { // expect error col 7: cannot convert value of type 'String' to expected condition type 'Bool'
    print("again")
}
