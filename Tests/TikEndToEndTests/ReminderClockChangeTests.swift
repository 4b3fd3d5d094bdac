import Foundation
import Testing

/// Reminders when the clocks change, in Berlin: a task's time is read off the wall clock,
/// but a snooze's ten minutes are ten real minutes — not seventy when the clocks go back
/// in between, not none at all when the wall clock's end of the snooze already passed.
///
/// Each test runs twice: on `TIK_NOW` with its UTC offset (which says which of the two
/// 02:30s of the night it means), and on the system clock, set to that instant by
/// libfaketime for tik and the notifier.
@Suite struct ReminderClockChangeTests {
  /// A home in Berlin with a notifier that shows each reminder and answers nothing.
  func berlin() throws -> BinaryHome {
    let home = BinaryHome()
    home.extraVariables["TZ"] = "Europe/Berlin"
    return home
  }

  /// Sets the home's clock to an ISO time with its offset, `2026-10-25T02:55:00+02:00`.
  func set(_ home: BinaryHome, to time: String, realClock: Bool) throws {
    guard realClock else {
      home.now = time
      return
    }
    let instant = try #require(ISO8601DateFormatter().date(from: time))
    home.now = ""
    // Rounded up: the clock starts at the instant or just after, never before it.
    let offset = Int((instant.timeIntervalSince1970 - (try Self.systemClock())).rounded(.up))
    home.launcher = ["/usr/bin/faketime", "-f", (offset < 0 ? "" : "+") + String(offset)]
  }

  /// The system's clock in seconds since 1970, from the kernel's boot time and uptime:
  /// what `faketime -f +N` in tik's process starts from, even when this test process
  /// itself runs under libfaketime (as when the suite is run at another hour).
  static func systemClock() throws -> Double {
    let stat = try String(contentsOfFile: "/proc/stat", encoding: .utf8)
    let boot = stat.split(separator: "\n").first { $0.hasPrefix("btime ") }
      .flatMap { Double($0.dropFirst(6)) }
    let uptime = try String(contentsOfFile: "/proc/uptime", encoding: .utf8)
      .split(separator: " ").first.flatMap { Double($0) }
    return try #require(boot) + #require(uptime)
  }

  /// `tik remind`'s output at `time`.
  func remind(_ home: BinaryHome, at time: String, realClock: Bool) throws -> String {
    try set(home, to: time, realClock: realClock)
    return try home.tik("remind").output
  }

  @Test(arguments: [false, true])
  func aSnoozeAcrossTheAutumnChangeLastsTenMinutes(realClock: Bool) throws {
    let home = try berlin()
    try set(home, to: "2026-10-25T02:50:00+02:00", realClock: realClock)
    try home.tik("add", "Night shift 02:50")
    try StandInNotifier(home: home, .answer(""))
    #expect(try home.tik("remind").output == "reminded: Night shift\n")
    // 02:55 summer time; ten minutes later it is 02:05 winter time.
    try set(home, to: "2026-10-25T02:55:00+02:00", realClock: realClock)
    #expect(try home.tik("snooze", "1").output == "reminding again at 02:05: Night shift\n")
    for (time, output) in [
      ("2026-10-25T02:56:00+02:00", "no reminder is due\n"),
      ("2026-10-25T02:04:30+01:00", "no reminder is due\n"),
      ("2026-10-25T02:05:30+01:00", "reminded: Night shift\n"),
    ] {
      #expect(try remind(home, at: time, realClock: realClock) == output, "\(time)")
    }
  }

  @Test(arguments: [false, true])
  func aSnoozeAcrossTheSpringChangeLastsTenMinutes(realClock: Bool) throws {
    let home = try berlin()
    try set(home, to: "2026-03-29T01:50:00+01:00", realClock: realClock)
    try home.tik("add", "Early train 01:50")
    try StandInNotifier(home: home, .answer(""))
    #expect(try home.tik("remind").output == "reminded: Early train\n")
    // 01:55 winter time; ten minutes later it is 03:05 summer time.
    try set(home, to: "2026-03-29T01:55:00+01:00", realClock: realClock)
    #expect(try home.tik("snooze", "1").output == "reminding again at 03:05: Early train\n")
    for (time, output) in [
      ("2026-03-29T03:00:30+02:00", "no reminder is due\n"),
      ("2026-03-29T03:04:30+02:00", "no reminder is due\n"),
      ("2026-03-29T03:05:30+02:00", "reminded: Early train\n"),
    ] {
      #expect(try remind(home, at: time, realClock: realClock) == output, "\(time)")
    }
  }

  /// `TIK_NOW` without an offset, in the hour the autumn night has twice, is the first of
  /// the two; in the hour the spring night skips, it is the moment the clocks change.
  @Test func aLocalTIKNOWInTheRepeatedHourIsItsFirstPass() throws {
    let home = try berlin()
    home.now = "2026-10-25T02:55"
    try home.tik("add", "Night shift 02:50")
    #expect(try home.tik("snooze", "1").output == "reminding again at 02:05: Night shift\n")
    home.now = "2026-03-29T02:30"
    try home.tik("add", "Early train 01:00")
    #expect(
      try home.tik("snooze", "2").output == "reminding again at 03:10: Early train\n")
  }

  /// Snoozes written before they ended at an instant (schema 6, before holds, before
  /// plugins kept their own tables, before the undo journal and the widget's counts) end
  /// when they said, and one whose reminder fired does not fire again.
  @Test func aSnoozeFromTheSchemaBeforeEndsWhenItSaid() throws {
    let home = try berlin()
    home.now = "2026-09-24T09:30"
    try home.tik("add", "Standup 09:30")
    try home.tik("add", "Review 09:30")
    try StandInNotifier(home: home, .answer(""))
    // 09:40 on the wall clock, as schema 6 kept it: seconds since 1970 local time.
    let until = try #require(ISO8601DateFormatter().date(from: "2026-09-24T09:40:00Z"))
    let seconds = Int(until.timeIntervalSince1970)
    let downgrade = try home.bash(
      """
      sqlite3 '\(home.databasePath)' \\
        'DROP INDEX reminders_snoozed_by_until;' \\
        'ALTER TABLE reminders_snoozed RENAME COLUMN until_utc TO until;' \\
        'ALTER TABLE reminders_snoozed DROP COLUMN shown;' \\
        'ALTER TABLE reminders_snoozed DROP COLUMN held_until;' \\
        'ALTER TABLE reminders_fired DROP COLUMN held_until;' \\
        'INSERT INTO reminders_snoozed(task_id, until) VALUES (1, \(seconds)), (2, \(seconds));' \\
        'INSERT INTO reminders_fired(task_id, due, fired) VALUES (2, \(seconds), \(seconds));' \\
        'DROP TABLE undo_rows;' 'DROP TABLE undo_steps;' \\
        'DROP TABLE widget_done_by_day;' 'DROP TRIGGER widget_done_added;' \\
        'DROP TRIGGER widget_done_deleted;' 'DROP TRIGGER widget_done_left;' \\
        'DROP TRIGGER widget_done_joined;' \\
        'DROP TRIGGER widget_moved_changed;' 'DROP TABLE widget_moved;' \\
        'DROP TABLE transfer_database;' 'DROP TABLE transfer_items;' \\
        'DROP TABLE transfer_modified;' \\
        'DROP TABLE sync_database;' 'DROP TABLE sync_collections;' 'DROP TABLE sync_items;' \\
        'DROP TABLE sync_series;' 'DROP TABLE sync_conflicts;' 'DROP TABLE sync_modified;' \\
        'DROP TABLE plugin_schema;' \\
        'PRAGMA user_version = 6;'
      """)
    #expect(downgrade.status == 0, "\(downgrade.errors)")
    home.now = "2026-09-24T09:39"
    #expect(try home.tik("remind").output == "reminded: Standup\nreminded: Review\n")
    home.now = "2026-09-24T09:40"
    #expect(try home.tik("remind").output == "reminded: Standup\n")
  }
}
