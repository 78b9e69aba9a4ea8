// `--` before the value: Swift has no decrement operator either.
var lives = 3
--lives // expect error col 1: cannot find operator '--' in scope; did you mean '-= 1'?
print(lives)
