// nil in an array of non-optional elements.
let sizes: [Int] = [1, nil, 3] // expect error col 24: 'nil' is not compatible with expected element type 'Int'
print(sizes)
