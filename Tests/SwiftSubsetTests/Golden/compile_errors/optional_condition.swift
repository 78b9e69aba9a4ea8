// Neither is an optional: compare it with nil, or unwrap it.
let token: String? = "abc"
if token { // expect error col 4: optional type 'String?' cannot be used as a boolean; test for '!= nil' instead
    print("signed in")
}
