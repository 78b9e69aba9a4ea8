// A method named with labels no overload has is refused, naming the labels.
struct Route {
    func go(to stop: Int) -> Int { stop }
    func go(via stop: Int) -> Int { -stop }
}
let route = Route()
let travel = route.go(at:)  // expect error col 20: value of type 'Route' has no member 'go(at:)'
print(travel(1))
