// A struct given a deinit to log when it goes away: only classes (and actors) have deinitializers.
struct TempFile {
    let name: String

    deinit { // expect error col 5: deinitializer cannot be declared in struct 'TempFile' that conforms to 'Copyable'
        print("deleting \(name)")
    }
}

let file = TempFile(name: "notes.txt")
print(file.name)
