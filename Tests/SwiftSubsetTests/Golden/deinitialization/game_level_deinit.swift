// A game level that owns its enemies: deinit runs for the level first, then for the enemies it held, in array order; a shared enemy survives.
class Enemy {
    let id: Int
    init(id: Int) { self.id = id }
    deinit { print("enemy \(id) removed") }
}

class Level {
    let number: Int
    var enemies: [Enemy]
    init(number: Int, enemyCount: Int) {
        self.number = number
        enemies = (1...enemyCount).map { Enemy(id: number * 10 + $0) }
        print("level \(number) ready with \(enemies.count) enemies")
    }
    deinit { print("level \(number) closed") }
}

var level: Level? = Level(number: 1, enemyCount: 3)
let boss = level!.enemies[1]
print("boss is \(boss.id)")
level = nil
print("after level 1, boss \(boss.id) still here")

func playQuickLevel() {
    let quick = Level(number: 2, enemyCount: 2)
    quick.enemies.removeLast()
    print("quick level has \(quick.enemies.count)")
}
playQuickLevel()
print("end of game")
// expect: level 1 ready with 3 enemies
// expect: boss is 12
// expect: level 1 closed
// expect: enemy 11 removed
// expect: enemy 13 removed
// expect: after level 1, boss 12 still here
// expect: level 2 ready with 2 enemies
// expect: enemy 22 removed
// expect: quick level has 1
// expect: level 2 closed
// expect: enemy 21 removed
// expect: end of game
