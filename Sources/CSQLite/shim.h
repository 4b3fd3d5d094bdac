// Debian's SQLite is built with the pre-update hook; its declarations sit behind this.
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro Swift cannot import.
static inline sqlite3_destructor_type tik_sqlite_transient(void) { return SQLITE_TRANSIENT; }

/// sqlite3_db_config is variadic, which Swift cannot call: keep the write-ahead log when
/// the connection closes instead of checkpointing it.
static inline int tik_sqlite_keep_log_on_close(sqlite3 *db) {
  return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
