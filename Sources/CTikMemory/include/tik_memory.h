#ifndef TIK_MEMORY_H
#define TIK_MEMORY_H

/// SQLite's process-wide settings, made once before SQLite starts, by tik and by
/// tik-bench-floor alike: no count of its memory (each allocation would take the global
/// lock that keeps one), its small blocks from tik's free lists (memory.c), its
/// statement journals in memory up to 4 MiB (a savepoint's, one a request), and every
/// database's first 16 MiB read through a map of the file.
/// SQLITE_OK, or SQLite's error when it had started already (it then keeps its own
/// settings, which are as correct).
int tik_sqlite_configure(void);

#endif
