import Interpreter
print("bench")
