// A class gets no memberwise initializer: a stored property with no value needs an init (optional vars start nil).
final class Dog { // expect error col 13: class 'Dog' has no initializers
    weak var owner: Dog?
    var nickname: String?
    var age = 3
    let name: String
}
print(Dog.self)
