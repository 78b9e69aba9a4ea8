// let constants and var variables: reassignment and shadowing in a nested scope.
let name = "Ada"
var age = 36
age = age + 1
print(name, age)  // expect: Ada 37
do {
    let name = "Grace"
    print(name)  // expect: Grace
}
print(name)  // expect: Ada
