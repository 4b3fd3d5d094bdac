/// The database schema and its migrations, versioned by `PRAGMA user_version`.
///
/// Migrations never drop data: migration n brings a database from version n-1 to n, by
/// adding tables, columns and indexes or rebuilding an index. A database from a newer tik
/// is refused rather than guessed at. These are the core's tables; a plugin declares its
/// own (`PluginSchema`), versioned apart in `plugin_schema`.
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
    // 4: (a plugin's tables, which its own schema now creates or takes over: see
    // `PluginSchema`)
    "SELECT 1",
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
    // 7, 8: (changes to a plugin's tables, made by its own schema now)
    "SELECT 1",
    "SELECT 1",
    // 9: the version of each plugin's own tables (`Store.migrate(_:)`).
    """
    CREATE TABLE IF NOT EXISTS plugin_schema(plugin TEXT PRIMARY KEY, version INTEGER NOT NULL);
    """,
    // 10: the completion index also holds the day a task was due: Today's done tasks
    // (completed today, due by today) are then found in the index alone, without reading
    // each task completed today to see when it was due.
    """
    DROP INDEX tasks_done_by_time;
    CREATE INDEX tasks_done_by_time ON tasks(completed, day) WHERE completed IS NOT NULL;
    """,
    // 11: the open tasks in Today's default order (by time, untimed last, then priority),
    // across days and within each day: the widget's first few tasks after every write
    // are then the first entries of an index, not the head of Today sorted whole.
    """
    CREATE INDEX IF NOT EXISTS tasks_open_in_order
      ON tasks(minute IS NULL, minute, priority DESC, id, day, completed)
      WHERE completed IS NULL AND day IS NOT NULL;
    CREATE INDEX IF NOT EXISTS tasks_open_on_day_in_order
      ON tasks(day, minute IS NULL, minute, priority DESC, id, completed)
      WHERE completed IS NULL AND day IS NOT NULL;
    """,
    // 12: the dated done tasks by completion, newest last: Today's done part (completed
    // today, due by today) is then read, counted and ordered from the tasks it shows, not
    // from every task completed today (a bulk import of undated ones leaves them out).
    """
    CREATE INDEX IF NOT EXISTS tasks_done_dated ON tasks(completed, id, day)
      WHERE completed IS NOT NULL AND day IS NOT NULL;
    """,
    // 13: the two indexes of open tasks in Today's order hold each task whole (every
    // column a task is read with, after the ones they are ordered by): Today's open tasks
    // are then read from the index alone, without a look-up in the table for each one,
    // which cost more than all the rest SQLite does for a task shown. They take the room
    // of the open dated tasks twice more; done tasks, most of a long history, none.
    """
    DROP INDEX tasks_open_in_order;
    CREATE INDEX tasks_open_in_order
      ON tasks(minute IS NULL, minute, priority DESC, id, day, completed, title, notes, subtasks,
        list_id, photo, repeat_rule, created, series_id, previous_id)
      WHERE completed IS NULL AND day IS NOT NULL;
    DROP INDEX tasks_open_on_day_in_order;
    CREATE INDEX tasks_open_on_day_in_order
      ON tasks(day, minute IS NULL, minute, priority DESC, id, completed, title, notes, subtasks,
        list_id, photo, repeat_rule, created, series_id, previous_id)
      WHERE completed IS NULL AND day IS NOT NULL;
    """,
  ]

  static var currentVersion: Int { migrations.count }
}
