// .formatted() on numbers as an English locale renders them: grouping, fraction digits, percent.
import Foundation
let followers = 1_234_567
print(followers.formatted())  // expect: 1,234,567
let rating = 4.25
print(rating.formatted())  // expect: 4.25
print(3.0.formatted(), 0.1.formatted())  // expect: 3 0.1
print(rating.formatted(.number.precision(.fractionLength(1))))  // expect: 4.2
print(4.35.formatted(.number.precision(.fractionLength(1))))  // expect: 4.4
print(2.0.formatted(.number.precision(.fractionLength(2))))  // expect: 2.00
let progress = 0.256
print(progress.formatted(.percent))  // expect: 25.6%
print(0.5.formatted(.percent.precision(.fractionLength(0))))  // expect: 50%
let distance = 12345.678
print("Distance: \(distance.formatted(.number.precision(.fractionLength(0)))) m")  // expect: Distance: 12,346 m
print((-42).formatted())  // expect: -42
