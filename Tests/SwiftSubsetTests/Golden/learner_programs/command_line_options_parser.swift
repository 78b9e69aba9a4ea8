// A command-line option parser: flags, options with values written `--name=value` or `--name value`, short flag groups, errors for unknown or missing values, and a typed configuration built from the result.
enum ParseError: Error, Equatable {
    case unknownOption(String)
    case missingValue(String)
    case badNumber(String, String)
}

struct Options {
    var verbose = false
    var dryRun = false
    var output: String?
    var jobs = 1
    var files: [String] = []
}

func parse(_ arguments: [String]) throws -> Options {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        if argument == "--" {
            options.files += rest
            break
        } else if argument.hasPrefix("--") {
            let parts = argument.dropFirst(2).split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            func value() throws -> String {
                if parts.count == 2 { return parts[1] }
                guard let next = rest.popFirst(), !next.hasPrefix("-") else {
                    throw ParseError.missingValue(name)
                }
                return next
            }
            switch name {
            case "verbose": options.verbose = true
            case "dry-run": options.dryRun = true
            case "output": options.output = try value()
            case "jobs":
                let text = try value()
                guard let n = Int(text), n > 0 else { throw ParseError.badNumber(name, text) }
                options.jobs = n
            default: throw ParseError.unknownOption(name)
            }
        } else if argument.hasPrefix("-") && argument.count > 1 {
            for flag in argument.dropFirst() {
                switch flag {
                case "v": options.verbose = true
                case "n": options.dryRun = true
                default: throw ParseError.unknownOption(String(flag))
                }
            }
        } else {
            options.files.append(argument)
        }
    }
    return options
}

let commands = [
    "build -vn --jobs 4 main.swift util.swift",
    "build --output=out/app --jobs=2",
    "build --output",
    "build --jobs zero a.swift",
    "build -vx",
    "build --colour",
    "build a.swift -- --not-an-option -v",
]
for command in commands {
    let words = command.split(separator: " ").dropFirst().map(String.init)
    do {
        let o = try parse(words)
        print("ok verbose=\(o.verbose) dry=\(o.dryRun) jobs=\(o.jobs) out=\(o.output ?? "-") files=\(o.files)")
    } catch ParseError.unknownOption(let name) {
        print("unknown option '\(name)'")
    } catch let error as ParseError {
        print("error: \(error)")
    }
}
print((try? parse(["-v", "-v"]))?.verbose == true)
print(try parse([]).files.isEmpty)

// expect: ok verbose=true dry=true jobs=4 out=- files=["main.swift", "util.swift"]
// expect: ok verbose=false dry=false jobs=2 out=out/app files=[]
// expect: error: missingValue("output")
// expect: error: badNumber("jobs", "zero")
// expect: unknown option 'x'
// expect: unknown option 'colour'
// expect: ok verbose=false dry=false jobs=1 out=- files=["a.swift", "--not-an-option", "-v"]
// expect: true
// expect: true
