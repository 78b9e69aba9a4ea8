// An integer literal where a String is declared.
let title: String = 5 // expect error col 21: cannot convert value of type 'Int' to specified type 'String'
print(title)
