// A closure names as many parameters as the function type it is passed as has.
func load(completion: (String) -> Void) { completion("ok") }
load { result, extra in print(result, extra) } // expect error col 8: contextual closure type '(String) -> Void' expects 1 argument, but 2 were used in closure body
