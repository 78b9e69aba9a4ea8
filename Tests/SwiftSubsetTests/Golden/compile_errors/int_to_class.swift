// A number is not an instance of a class.
final class Session {}
let session: Session = 3 // expect error col 24: cannot convert value of type 'Int' to specified type 'Session'
print(session)
