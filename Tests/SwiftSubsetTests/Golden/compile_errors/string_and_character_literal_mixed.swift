// "ab" is no Character, so the literal has no common element type.
let letter = Character("b")
let parts = ["ab", letter] // expect error col 13: heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional
print(parts)
