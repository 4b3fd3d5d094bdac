import TikCore

/// How many tasks were completed each day, by the day they were due: the widget's own
/// table, kept by triggers as each change is written (as the core keeps the open tasks'
/// counts per day), so that today's progress, a streak and a memory cost a row per day,
/// however many tasks a day saw finished. Undated tasks, on no day's Today, are counted
/// under a due day no real day reaches (`undated`): a memory counts them, and a count of
/// the tasks due by some day never does.
///
/// The triggers are the table's, so the counts stay true while the widget is switched
/// off, and are right the day it is switched on again.
enum CompletionCounts {
  /// The day of a completion time (local seconds), rounded down also before 1970.
  static func day(_ seconds: String) -> String { "(\(seconds) / 86400 - (\(seconds) % 86400 < 0))" }

  /// The due day the undated tasks completed on a day are counted under: after every day
  /// there is (days since 1970 end long before it).
  static let undated = 2_147_483_647

  static let schema = PluginSchema([
    .init(
      """
      CREATE TABLE widget_done_by_day(
        done_day INTEGER NOT NULL,
        due_day INTEGER NOT NULL,
        tasks INTEGER NOT NULL,
        PRIMARY KEY (done_day, due_day)
      ) WITHOUT ROWID;
      INSERT INTO widget_done_by_day(done_day, due_day, tasks)
        SELECT \(day("completed")), day, count(*) FROM tasks
        WHERE completed IS NOT NULL AND day IS NOT NULL GROUP BY 1, 2;
      \(triggers(dated: true))
      """, appliedIf: "SELECT 1 FROM sqlite_schema WHERE name = 'widget_done_by_day'"),
    // 2: undated tasks counted too, under `undated`: a memory of a day that saw thousands
    // of tasks finished costs a row, not a count of them.
    .init(
      """
      DROP TRIGGER widget_done_added;
      DROP TRIGGER widget_done_deleted;
      DROP TRIGGER widget_done_left;
      DROP TRIGGER widget_done_joined;
      \(triggers(dated: false))
      INSERT INTO widget_done_by_day(done_day, due_day, tasks)
        SELECT \(day("completed")), \(undated), count(*) FROM tasks
        WHERE completed IS NOT NULL AND day IS NULL GROUP BY 1;
      """),
  ])

  /// The four triggers that keep the counts: of dated tasks alone (the first schema), or
  /// of every task.
  static func triggers(dated: Bool) -> String {
    func when(_ row: String) -> String {
      "\(row).completed IS NOT NULL" + (dated ? " AND \(row).day IS NOT NULL" : "")
    }
    let due = { (row: String) in dated ? "\(row).day" : "ifnull(\(row).day, \(undated))" }
    return """
      CREATE TRIGGER widget_done_added AFTER INSERT ON tasks
        WHEN \(when("NEW"))
      BEGIN
        \(counted(+1, "NEW", due: due("NEW")))
      END;
      CREATE TRIGGER widget_done_deleted AFTER DELETE ON tasks
        WHEN \(when("OLD"))
      BEGIN
        \(counted(-1, "OLD", due: due("OLD")))
      END;
      CREATE TRIGGER widget_done_left AFTER UPDATE OF day, completed ON tasks
        WHEN \(when("OLD"))
      BEGIN
        \(counted(-1, "OLD", due: due("OLD")))
      END;
      CREATE TRIGGER widget_done_joined AFTER UPDATE OF day, completed ON tasks
        WHEN \(when("NEW"))
      BEGIN
        \(counted(+1, "NEW", due: due("NEW")))
      END;
      """
  }

  /// The statements that count the task `row` (`NEW` or `OLD`) in or out, under `due`.
  static func counted(_ step: Int, _ row: String, due: String) -> String {
    let doneDay = day("\(row).completed")
    guard step < 0 else {
      return """
        INSERT INTO widget_done_by_day(done_day, due_day, tasks)
          VALUES (\(doneDay), \(due), 1)
          ON CONFLICT(done_day, due_day) DO UPDATE SET tasks = tasks + 1;
        """
    }
    return """
      UPDATE widget_done_by_day SET tasks = tasks - 1
        WHERE done_day = \(doneDay) AND due_day = \(due);
      DELETE FROM widget_done_by_day
        WHERE done_day = \(doneDay) AND due_day = \(due) AND tasks <= 0;
      """
  }
}
