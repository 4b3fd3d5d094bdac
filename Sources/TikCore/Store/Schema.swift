/// The database schema and its migrations, versioned by `PRAGMA user_version`.
///
/// Migrations never drop data: migration n brings a database from version n-1 to n, by
/// adding tables, columns and indexes or rebuilding an index. A database from a newer tik
/// is refused rather than guessed at.
enum Schema {
  static let migrations: [String] = [
    // 1: tasks, lists and the indexes that keep Today O(today's tasks).
    """
    CREATE TABLE lists(
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      name_key TEXT NOT NULL UNIQUE,
      color TEXT NOT NULL,
      icon TEXT NOT NULL,
      position INTEGER NOT NULL
    );
    CREATE TABLE tasks(
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      title TEXT NOT NULL CHECK (title <> ''),
      notes TEXT NOT NULL DEFAULT '',
      subtasks TEXT NOT NULL DEFAULT '',
      day INTEGER,
      minute INTEGER CHECK (minute IS NULL OR (day IS NOT NULL AND minute BETWEEN 0 AND 1439)),
      priority INTEGER NOT NULL DEFAULT 0 CHECK (priority BETWEEN 0 AND 3),
      list_id INTEGER REFERENCES lists(id) ON DELETE CASCADE,
      photo TEXT,
      repeat_rule TEXT CHECK (repeat_rule IS NULL OR day IS NOT NULL),
      created INTEGER NOT NULL,
      completed INTEGER,
      search_key TEXT NOT NULL
    );
    CREATE INDEX tasks_open_by_day ON tasks(day, minute)
      WHERE completed IS NULL AND day IS NOT NULL;
    CREATE INDEX tasks_done_by_time ON tasks(completed) WHERE completed IS NOT NULL;
    CREATE INDEX tasks_by_list ON tasks(list_id, completed);
    """,
    // 2: repeating series. A task has at most one next copy, and a series at most one
    // open copy on any day, even when two processes tick at once.
    """
    ALTER TABLE tasks ADD COLUMN series_id INTEGER;
    ALTER TABLE tasks ADD COLUMN previous_id INTEGER REFERENCES tasks(id) ON DELETE SET NULL;
    CREATE UNIQUE INDEX tasks_next_copy ON tasks(previous_id) WHERE previous_id IS NOT NULL;
    CREATE UNIQUE INDEX tasks_series_open_day ON tasks(series_id, day)
      WHERE series_id IS NOT NULL AND completed IS NULL;
    """,
    // 3: a calendar day's tasks, open and done, for the day and story screens.
    """
    CREATE INDEX tasks_by_day ON tasks(day) WHERE day IS NOT NULL;
    """,
    // 4: reminders. A reminder (a task at a moment) fires once: the first process to
    // record it owns it, whoever else runs at the same time.
    """
    CREATE TABLE reminders_fired(
      task_id INTEGER NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
      due INTEGER NOT NULL,
      fired INTEGER NOT NULL,
      PRIMARY KEY (task_id, due)
    ) WITHOUT ROWID;
    CREATE TABLE reminders_snoozed(
      task_id INTEGER PRIMARY KEY REFERENCES tasks(id) ON DELETE CASCADE,
      until INTEGER NOT NULL
    );
    """,
    // 5: the open tasks' index also holds what Today's order needs (priority) and
    // `completed` (always NULL in it): counting Today's tasks and finding its first few
    // then read the index alone. (SQLite checks a query's `completed IS NULL` against
    // each row even where the index's own condition says so.)
    """
    DROP INDEX tasks_open_by_day;
    CREATE INDEX tasks_open_by_day ON tasks(day, minute, priority, completed)
      WHERE completed IS NULL AND day IS NOT NULL;
    """,
    // 6: how many open tasks each day has, kept by triggers, so that Today's counts
    // cost a row per day with open tasks, not one per task.
    """
    CREATE TABLE open_by_day(day INTEGER PRIMARY KEY, open INTEGER NOT NULL);
    INSERT INTO open_by_day(day, open)
      SELECT day, count(*) FROM tasks WHERE completed IS NULL AND day IS NOT NULL GROUP BY day;
    CREATE TRIGGER open_by_day_added AFTER INSERT ON tasks
      WHEN NEW.completed IS NULL AND NEW.day IS NOT NULL
    BEGIN
      INSERT INTO open_by_day(day, open) VALUES (NEW.day, 1)
        ON CONFLICT(day) DO UPDATE SET open = open + 1;
    END;
    CREATE TRIGGER open_by_day_deleted AFTER DELETE ON tasks
      WHEN OLD.completed IS NULL AND OLD.day IS NOT NULL
    BEGIN
      UPDATE open_by_day SET open = open - 1 WHERE day = OLD.day;
      DELETE FROM open_by_day WHERE day = OLD.day AND open = 0;
    END;
    CREATE TRIGGER open_by_day_left AFTER UPDATE OF day, completed ON tasks
      WHEN OLD.completed IS NULL AND OLD.day IS NOT NULL
    BEGIN
      UPDATE open_by_day SET open = open - 1 WHERE day = OLD.day;
      DELETE FROM open_by_day WHERE day = OLD.day AND open = 0;
    END;
    CREATE TRIGGER open_by_day_joined AFTER UPDATE OF day, completed ON tasks
      WHEN NEW.completed IS NULL AND NEW.day IS NOT NULL
    BEGIN
      INSERT INTO open_by_day(day, open) VALUES (NEW.day, 1)
        ON CONFLICT(day) DO UPDATE SET open = open + 1;
    END;
    """,
    // 7: a snooze ends at an instant, seconds since 1970 UTC, not at a wall-clock time:
    // its ten minutes are ten real minutes when the clocks change in between. Whether
    // the reminder at its end fired is kept with it (`shown`), not beside the tasks' own
    // reminders, whose wall-clock moments it could meet in the night the clocks go back.
    """
    ALTER TABLE reminders_snoozed RENAME COLUMN until TO until_utc;
    ALTER TABLE reminders_snoozed ADD COLUMN shown INTEGER NOT NULL DEFAULT 0;
    UPDATE reminders_snoozed SET
      shown = EXISTS (SELECT 1 FROM reminders_fired AS fired
        WHERE fired.task_id = reminders_snoozed.task_id AND fired.due = until_utc),
      until_utc = CAST(strftime('%s', until_utc, 'unixepoch', 'utc') AS INTEGER);
    """,
    // 8: a reminder counts as fired only once a notifier showed it. While a run shows
    // one, `held_until` (seconds since 1970 UTC) keeps other runs off it; a notifier
    // that failed lets go of it, and the hold of a run that died runs out.
    """
    ALTER TABLE reminders_fired ADD COLUMN held_until INTEGER;
    ALTER TABLE reminders_snoozed ADD COLUMN held_until INTEGER;
    """,
  ]

  static var currentVersion: Int { migrations.count }
}
