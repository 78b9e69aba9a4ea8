// A case the enum does not declare.
enum Mood { case happy, sad }
let mood: Mood = .angry // expect error col 19: type 'Mood' has no member 'angry'
print(mood)
