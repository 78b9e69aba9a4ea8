// Assigning through `?.` still needs a variable for a struct.
struct Profile { var bio = "" }
let profile: Profile? = Profile()
profile?.bio = "Hello" // expect error col 10: cannot assign to property: 'profile' is a 'let' constant
print(profile?.bio ?? "")
