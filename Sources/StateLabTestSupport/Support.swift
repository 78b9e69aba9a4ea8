import Interpreter
public enum Support {}
