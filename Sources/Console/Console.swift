import Interpreter
import CEditLineBridge
public enum ConsoleModule { public static func run() { print(InterpreterModule.syntaxErrors("let x = ")) } }
