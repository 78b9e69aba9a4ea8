// joined's separator given without its label.
let guests = ["Ann", "Ben", "Cy"]
print(guests.joined(", ")) // expect error col 21: missing argument label 'separator:' in call
