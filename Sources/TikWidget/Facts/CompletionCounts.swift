import TikCore

/// How many tasks were completed each day, by the day they were due: the widget's own
/// table, kept by triggers as each change is written (as the core keeps the open tasks'
/// counts per day), so that today's progress and a streak cost a row per day, however
/// many tasks a day saw finished. Undated tasks have no place in it: they are on no
/// day's Today.
///
/// The triggers are the table's, so the counts stay true while the widget is switched
/// off, and are right the day it is switched on again.
enum CompletionCounts {
  /// The day of a completion time (local seconds), rounded down also before 1970.
  static func day(_ seconds: String) -> String { "(\(seconds) / 86400 - (\(seconds) % 86400 < 0))" }

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
      CREATE TRIGGER widget_done_added AFTER INSERT ON tasks
        WHEN NEW.completed IS NOT NULL AND NEW.day IS NOT NULL
      BEGIN
        \(counted(+1, "NEW"))
      END;
      CREATE TRIGGER widget_done_deleted AFTER DELETE ON tasks
        WHEN OLD.completed IS NOT NULL AND OLD.day IS NOT NULL
      BEGIN
        \(counted(-1, "OLD"))
      END;
      CREATE TRIGGER widget_done_left AFTER UPDATE OF day, completed ON tasks
        WHEN OLD.completed IS NOT NULL AND OLD.day IS NOT NULL
      BEGIN
        \(counted(-1, "OLD"))
      END;
      CREATE TRIGGER widget_done_joined AFTER UPDATE OF day, completed ON tasks
        WHEN NEW.completed IS NOT NULL AND NEW.day IS NOT NULL
      BEGIN
        \(counted(+1, "NEW"))
      END;
      """, appliedIf: "SELECT 1 FROM sqlite_schema WHERE name = 'widget_done_by_day'")
  ])

  /// The statements that count the task `row` (`NEW` or `OLD`) in or out.
  static func counted(_ step: Int, _ row: String) -> String {
    let doneDay = day("\(row).completed")
    guard step < 0 else {
      return """
        INSERT INTO widget_done_by_day(done_day, due_day, tasks)
          VALUES (\(doneDay), \(row).day, 1)
          ON CONFLICT(done_day, due_day) DO UPDATE SET tasks = tasks + 1;
        """
    }
    return """
      UPDATE widget_done_by_day SET tasks = tasks - 1
        WHERE done_day = \(doneDay) AND due_day = \(row).day;
      DELETE FROM widget_done_by_day
        WHERE done_day = \(doneDay) AND due_day = \(row).day AND tasks <= 0;
      """
  }
}
