// An Int is not a condition.
let unread = 3
if unread { // expect error col 4: type 'Int' cannot be used as a boolean; test for '!= 0' instead
    print("new mail")
}
