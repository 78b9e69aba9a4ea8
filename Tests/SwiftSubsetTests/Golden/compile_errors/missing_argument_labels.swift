// Several labels left out.
func move(x: Int, y: Int) { print(x, y) }
move(3, 4) // expect error col 5: missing argument labels 'x:y:' in call
