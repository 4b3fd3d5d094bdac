// tik-bench-floor: what SQLite alone costs a command on tik's database.
//
//   tik-bench-floor DATABASE none
//   tik-bench-floor DATABASE open
//   tik-bench-floor DATABASE today DAY
//   tik-bench-floor DATABASE add DAY
//   tik-bench-floor DATABASE create
//
// It opens the database as tik opens it (SQLite configured as tik configures it, the
// write-ahead log kept on close, foreign keys on, every commit flushed to disk, the
// file's first 16 MiB read through a map) and runs, with nothing of tik around them, the
// statements a command cannot do without: `none`
// does not even open it (the start-up of a program built and linked as tik is, with none
// of tik's code); `open` opens it and reads one pragma (SQLite reads the schema); `today`
// reads Today's counts, its open tasks in Today's order as tik reads them, and the count
// of those done today, each task's id and title written to standard output; `add`
// inserts one task in one write transaction, with the triggers the schema holds. DAY is
// today as tik counts days (days since 1970-01-01). tik-bench runs it beside `tik
// --version`, so that each of tik's ratios can be read against the part of it SQLite's
// own work takes: a process that opens tik's database and reads Today pays this much,
// whatever the program around it. `create` makes a database of one empty table in
// write-ahead-log mode, for `open` to open: what opening any database costs, the
// smallest schema there is.
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tik_memory.h"

static void fail(sqlite3 *db) {
  fprintf(stderr, "tik-bench-floor: %s\n", sqlite3_errmsg(db));
  exit(1);
}

static void execute(sqlite3 *db, const char *sql) {
  if (sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK) fail(db);
}

// Runs `sql` with `first` and `second` bound to ?1 and ?2 (those it has), writing each
// row's first two columns when `print` is set.
static void run(sqlite3 *db, const char *sql, sqlite3_int64 first, sqlite3_int64 second,
                int print) {
  sqlite3_stmt *statement;
  if (sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &statement, NULL) != SQLITE_OK)
    fail(db);
  int parameters = sqlite3_bind_parameter_count(statement);
  if (parameters >= 1) sqlite3_bind_int64(statement, 1, first);
  if (parameters >= 2) sqlite3_bind_int64(statement, 2, second);
  int code;
  while ((code = sqlite3_step(statement)) == SQLITE_ROW) {
    if (print)
      printf("%lld %s\n", (long long)sqlite3_column_int64(statement, 0),
             (const char *)sqlite3_column_text(statement, 1));
  }
  if (code != SQLITE_DONE) fail(db);
  sqlite3_finalize(statement);
}

// The first row's two integers of `sql`, ?1 bound to `first`.
static void sum(sqlite3 *db, const char *sql, sqlite3_int64 first, sqlite3_int64 *one,
                sqlite3_int64 *two) {
  sqlite3_stmt *statement;
  if (sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &statement, NULL) != SQLITE_OK)
    fail(db);
  sqlite3_bind_int64(statement, 1, first);
  if (sqlite3_step(statement) != SQLITE_ROW) fail(db);
  *one = sqlite3_column_int64(statement, 0);
  if (two) *two = sqlite3_column_int64(statement, 1);
  sqlite3_finalize(statement);
}

int main(int argc, char **argv) {
  const char *operation = argc >= 3 ? argv[2] : "";
  int dayless = strcmp(operation, "none") == 0 || strcmp(operation, "open") == 0 ||
                strcmp(operation, "create") == 0;
  int dated = strcmp(operation, "today") == 0 || strcmp(operation, "add") == 0;
  if (argc != (dated ? 4 : 3) || !(dayless || dated)) {
    fputs("usage: tik-bench-floor DATABASE none|open|today DAY|add DAY|create\n", stderr);
    return 2;
  }
  if (strcmp(operation, "none") == 0) return 0;
  tik_sqlite_configure();
  sqlite3 *db;
  int create = strcmp(operation, "create") == 0;
  int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | (create ? SQLITE_OPEN_CREATE : 0);
  if (create && access(argv[1], F_OK) == 0) {
    fprintf(stderr, "tik-bench-floor: %s exists\n", argv[1]);
    return 1;
  }
  if (sqlite3_open_v2(argv[1], &db, flags, NULL) != SQLITE_OK) fail(db);
  if (create) {
    execute(db, "PRAGMA journal_mode = WAL; CREATE TABLE one(value INTEGER);");
    return sqlite3_close(db) == SQLITE_OK ? 0 : 1;
  }
  sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
  execute(db, "PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;");
  if (strcmp(operation, "open") == 0) {
    run(db, "PRAGMA user_version", 0, 0, 0);
    return 0;
  }
  sqlite3_int64 day = atoll(argv[3]);
  if (strcmp(operation, "add") == 0) {
    execute(db, "BEGIN IMMEDIATE");
    run(db,
        "INSERT INTO tasks(title, notes, subtasks, day, minute, priority, list_id, created, "
        "search_key) VALUES ('benchmark task', '', '', ?1, 600, 0, NULL, ?2, 'benchmark task')",
        day, day * 86400 + 36000, 0);
    execute(db, "COMMIT");
    return 0;
  }
  execute(db, "BEGIN");
  sqlite3_int64 open = 0, overdue = 0, later = 0;
  sum(db,
      "SELECT ifnull(sum(open), 0), ifnull(sum(CASE WHEN day < ?1 THEN open END), 0) "
      "FROM open_by_day WHERE day <= ?1",
      day, &open, &overdue);
  // As tik reads Today in its default order: a few dozen tasks in one statement that
  // sorts them; more from two indexes that hold them in order, the overdue ones by
  // walking all open dated tasks unless those outnumber them eightfold.
  const char *columns =
      "SELECT id, title, notes, subtasks, day, minute, priority, list_id, photo, "
      "repeat_rule, created, completed, series_id, previous_id FROM tasks ";
  char sql[1024];
  if (open <= 60) {
    snprintf(sql, sizeof sql,
             "%sINDEXED BY tasks_open_by_day WHERE completed IS NULL AND day IS NOT NULL "
             "AND day <= ?1 ORDER BY day >= ?1, minute IS NULL, minute, priority DESC, id",
             columns);
    run(db, sql, day, 0, 1);
  } else {
    sum(db, "SELECT ifnull(sum(open), 0), 0 FROM open_by_day WHERE day > ?1", day, &later,
        NULL);
    int walk = open - overdue + later <= 8 * overdue;
    snprintf(sql, sizeof sql,
             "%sINDEXED BY %s WHERE completed IS NULL AND day IS NOT NULL AND day < ?1 "
             "ORDER BY minute IS NULL, minute, priority DESC, id",
             columns, walk ? "tasks_open_in_order" : "tasks_open_by_day");
    run(db, sql, day, 0, 1);
    snprintf(sql, sizeof sql,
             "%sINDEXED BY tasks_open_on_day_in_order WHERE completed IS NULL "
             "AND day IS NOT NULL AND day = ?1 ORDER BY minute IS NULL, minute, priority DESC, id",
             columns);
    run(db, sql, day, 0, 1);
  }
  run(db,
      "SELECT count(*) FROM tasks INDEXED BY tasks_done_dated WHERE completed IS NOT NULL "
      "AND day IS NOT NULL AND completed >= ?1 AND day <= ?2",
      day * 86400, day, 0);
  execute(db, "COMMIT");
  return 0;
}
