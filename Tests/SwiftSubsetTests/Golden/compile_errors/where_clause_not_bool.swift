// A loop's where clause is a condition: an Int there is refused as in an if (found by the mutation test).
let counts = [3, 0, 2]
for n in counts where n { // expect error col 23: type 'Int' cannot be used as a boolean; test for '!= 0' instead
    print(n)
}
