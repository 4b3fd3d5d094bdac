import Foundation
import TikCore
import TikJalali

/// Times both directions of Jalali conversion for tik and for Foundation's `.persian`.
struct ConversionBench {
  /// The least speed-up over Foundation that counts as a pass.
  static let requiredRatio = 20.0

  var rounds: Int
  let days: [Day]
  let dates: [CivilDate]
  let persian: Calendar

  init(rounds: Int) {
    self.rounds = rounds
    let first = Day(gregorianYear: 1900, month: 1, day: 1).number
    let last = Day(gregorianYear: 2100, month: 12, day: 31).number
    days = (first...last).map(Day.init)
    dates = days.map(JalaliCalendar.civilDate)
    var persian = Calendar(identifier: .persian)
    persian.timeZone = TimeZone(identifier: "UTC") ?? persian.timeZone
    self.persian = persian
  }

  /// One direction measured for both implementations.
  struct Result {
    var direction: String
    var tik: Double
    var foundation: Double
    var ratio: Double { tik / foundation }
  }

  func run() -> [Result] {
    let persian = self.persian
    let (days, dates) = (self.days, self.dates)
    let repeats = 20
    let toJalali = Result(
      direction: "day → Jalali date",
      tik: rate(days.count * repeats) {
        var sum = 0
        for _ in 0..<repeats {
          for day in days {
            let date = JalaliCalendar.civilDate(of: day)
            sum &+= date.year &+ date.month &+ date.day
          }
        }
        return sum
      },
      foundation: rate(days.count) {
        var sum = 0
        for day in days {
          let time = Date(timeIntervalSince1970: Double(day.number) * 86_400)
          let parts = persian.dateComponents([.year, .month, .day], from: time)
          sum &+= (parts.year ?? 0) &+ (parts.month ?? 0) &+ (parts.day ?? 0)
        }
        return sum
      })
    let toDay = Result(
      direction: "Jalali date → day",
      tik: rate(dates.count * repeats) {
        var sum = 0
        for _ in 0..<repeats {
          for date in dates {
            sum &+= JalaliCalendar.day(year: date.year, month: date.month, day: date.day).number
          }
        }
        return sum
      },
      foundation: rate(dates.count) {
        var sum = 0
        for date in dates {
          let parts = DateComponents(year: date.year, month: date.month, day: date.day)
          sum &+= Int(persian.date(from: parts)?.timeIntervalSince1970 ?? 0)
        }
        return sum
      })
    return [toJalali, toDay]
  }

  /// Conversions per second: `count` conversions in one `pass`, the best of `rounds`.
  private func rate(_ count: Int, _ pass: () -> Int) -> Double {
    let clock = ContinuousClock()
    var best = Double.infinity
    var checksum = 0
    for _ in 0..<rounds {
      let elapsed = clock.measure { checksum &+= pass() }
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      best = min(best, seconds)
    }
    blackHole(checksum)
    return Double(count) / best
  }

  /// Whether both implementations give the same Jalali date for every day.
  func implementationsAgree() -> Bool {
    days.indices.allSatisfy { index in
      let time = Date(timeIntervalSince1970: Double(days[index].number) * 86_400)
      let parts = persian.dateComponents([.year, .month, .day], from: time)
      let date = dates[index]
      return parts.year == date.year && parts.month == date.month && parts.day == date.day
    }
  }

  static func table(_ results: [Result]) -> String {
    var lines = [
      "Jalali conversion, every day of 1900-2100 (\(Self.format(73_414, digits: 0)) days)", "",
      "| direction | tik conversions/s | Foundation conversions/s | tik ns | Foundation ns "
        + "| ratio |",
      "|---|---:|---:|---:|---:|---:|",
    ]
    for result in results {
      lines.append(
        "| \(result.direction) | \(format(result.tik, digits: 0)) | "
          + "\(format(result.foundation, digits: 0)) | \(format(1e9 / result.tik, digits: 1)) | "
          + "\(format(1e9 / result.foundation, digits: 1)) | \(format(result.ratio, digits: 0))× |")
    }
    return lines.joined(separator: "\n")
  }

  /// A number with a fixed count of decimals; whole numbers with thousands separators.
  static func format(_ value: Double, digits: Int) -> String {
    if digits > 0 { return String(format: "%.\(digits)f", value) }
    var text = String(Int(value.rounded()))
    var index = text.count - 3
    while index > 0 {
      text.insert(",", at: text.index(text.startIndex, offsetBy: index))
      index -= 3
    }
    return text
  }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole(_ value: Int) {
  if value == 42 { print("") }
}
