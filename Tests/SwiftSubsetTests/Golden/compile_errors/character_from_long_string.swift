// A Character holds one character.
let initial: Character = "AB" // expect error col 26: cannot convert value of type 'String' to specified type 'Character'
print(initial)
