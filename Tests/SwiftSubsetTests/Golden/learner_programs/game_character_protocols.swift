// An RPG battle: a protocol for combatants with a default attack, classes and a struct conforming, damage with a deterministic pattern, and a turn loop with labelled break.
protocol Combatant: AnyObject {
    var name: String { get }
    var health: Int { get set }
    var power: Int { get }
    func attack(_ other: Combatant, turn: Int) -> String
}

extension Combatant {
    var isAlive: Bool { health > 0 }
    func attack(_ other: Combatant, turn: Int) -> String {
        let damage = power + turn % 3
        other.health = max(0, other.health - damage)
        return "\(name) hits \(other.name) for \(damage)"
    }
}

class Warrior: Combatant {
    let name: String
    var health = 30
    var power: Int { 5 }
    init(name: String) { self.name = name }
}

final class Berserker: Warrior {
    override var power: Int { health < 15 ? 9 : 4 }
}

final class Mage: Combatant {
    let name = "Mage"
    var health = 22
    var mana = 3
    var power: Int { 3 }

    func attack(_ other: Combatant, turn: Int) -> String {
        guard mana > 0 else { return "\(name) is out of mana" }
        mana -= 1
        other.health = max(0, other.health - 10)
        return "\(name) casts a fireball at \(other.name)"
    }
}

let heroes: [Combatant] = [Warrior(name: "Wren"), Mage()]
let foe = Berserker(name: "Grok")
var turn = 0
battle: while true {
    turn += 1
    for hero in heroes where hero.isAlive {
        print(turn, hero.attack(foe, turn: turn), "->", foe.health)
        if !foe.isAlive { break battle }
    }
    if let target = heroes.first(where: { $0.isAlive }) {
        print(turn, foe.attack(target, turn: turn), "->", target.health)
    }
    if heroes.allSatisfy({ !$0.isAlive }) || turn == 10 { break }
}
// expect: 1 Wren hits Grok for 6 -> 24
// expect: 1 Mage casts a fireball at Grok -> 14
// expect: 1 Grok hits Wren for 10 -> 20
// expect: 2 Wren hits Grok for 7 -> 7
// expect: 2 Mage casts a fireball at Grok -> 0
print("\(foe.name) \(foe.isAlive ? "survives" : "falls") on turn \(turn)", heroes.map(\.health))
// expect: Grok falls on turn 2 [20, 22]
print(heroes.compactMap { $0 as? Mage }.first?.mana ?? -1, heroes[0] is Berserker, foe is Warrior)
// expect: 1 false true
