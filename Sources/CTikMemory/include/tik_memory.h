#ifndef TIK_MEMORY_H
#define TIK_MEMORY_H

/// Gives SQLite tik's allocator for its small blocks (see memory.c); called once, before
/// SQLite starts. SQLITE_OK, or SQLite's error when it had started already (it then keeps
/// the system's allocator, which is as correct).
int tik_sqlite_use_small_blocks(void);

/// For tests: an allocation of `size` bytes through the allocator SQLite was given, its
/// usable size, a resize, and its release.
void *tik_memory_allocate(int size);
int tik_memory_size(void *block);
void *tik_memory_resize(void *block, int size);
void tik_memory_release(void *block);
/// How many 64 KiB chunks the small blocks have been carved from so far, on every thread.
int tik_memory_chunks(void);

#endif
