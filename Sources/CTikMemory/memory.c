// SQLite's memory for tik: small blocks from free lists, large ones from malloc.
//
// Debian's SQLite is built without its lookaside allocator (SQLITE_OMIT_LOOKASIDE), so
// every parse node, every statement's program and every schema object is a malloc and a
// free: about 2,900 allocations and 1,700 releases in `tik add`, 12% of its instructions
// in glibc's allocator. Here a block of up to 1 KiB comes from the free list of its size
// class (32, 64, … 1024 bytes), refilled by carving 64 KiB chunks, and goes back to that
// list when SQLite frees it: a few dozen instructions each way. Larger blocks (pages,
// the page cache's bulk) go to malloc with the same header. Memory in the lists is kept
// for reuse, never returned to the system: a long-lived REPL holds at most what SQLite
// held at its peak. Each thread has lists of its own, so no lock is taken: a block freed
// on another thread than the one that made it joins the freeing thread's list.
#include "tik_memory.h"

#include <sqlite3.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { CLASSES = 6, HEADER = 8, LARGEST = 1024, CHUNK = 64 * 1024 };

static const int class_size[CLASSES] = {32, 64, 128, 256, 512, 1024};

// A free block's payload holds the next free block of its class.
typedef struct free_block {
  struct free_block *next;
} free_block;

static _Thread_local free_block *free_lists[CLASSES];
static _Thread_local char *chunk_next;
static _Thread_local char *chunk_end;

// Each block starts with its header: its class (0 to 5) for a small block, its size (over
// LARGEST) for a large one. The payload after it is 8-byte aligned, as SQLite needs.
static inline int64_t *header_of(void *block) { return (int64_t *)block - 1; }

static inline int class_of(int size) {
  int class = 0;
  while (class_size[class] < size) class++;
  return class;
}

static void *allocate(int size) {
  if (size <= 0) size = 1;
  if (size > LARGEST) {
    int64_t *header = malloc((size_t)size + HEADER);
    if (!header) return NULL;
    *header = size;
    return header + 1;
  }
  int class = class_of(size);
  free_block *block = free_lists[class];
  if (block) {
    free_lists[class] = block->next;
  } else {
    size_t need = HEADER + (size_t)class_size[class];
    if ((size_t)(chunk_end - chunk_next) < need) {
      // What is left of the chunk is smaller than the block: it stays unused.
      char *chunk = malloc(CHUNK);
      if (!chunk) return NULL;
      chunk_next = chunk;
      chunk_end = chunk + CHUNK;
    }
    block = (free_block *)(chunk_next + HEADER);
    chunk_next += need;
  }
  *header_of(block) = class;
  return block;
}

static void release(void *block) {
  if (!block) return;
  int64_t header = *header_of(block);
  if (header > LARGEST) {
    free(header_of(block));
    return;
  }
  free_block *freed = block;
  freed->next = free_lists[header];
  free_lists[header] = freed;
}

static int size_of(void *block) {
  if (!block) return 0;
  int64_t header = *header_of(block);
  return header > LARGEST ? (int)header : class_size[header];
}

static void *resize(void *block, int size) {
  if (!block) return allocate(size);
  int old = size_of(block);
  // A small block that still holds the new size stays where it is: SQLite reads its
  // usable size back with xSize.
  if (old <= LARGEST && size > 0 && size <= old) return block;
  void *moved = allocate(size);
  if (!moved) return NULL;
  memcpy(moved, block, (size_t)(old < size ? old : size));
  release(block);
  return moved;
}

static int round_up(int size) {
  if (size <= 0) return class_size[0];
  if (size > LARGEST) return (size + 7) & ~7;
  return class_size[class_of(size)];
}

static int initialize(void *unused) {
  (void)unused;
  return SQLITE_OK;
}

static void shut_down(void *unused) { (void)unused; }

/// How much of a statement journal SQLite keeps in memory before it writes the rest to a
/// temporary file: the line protocol runs each request in a savepoint, whose journal
/// holds every page the request changes (a task added: some 15 pages, 62 KiB), and
/// SQLite's 64 KiB default sent it to an unlinked file in /var/tmp, two writes a page.
/// A bulk request larger than this still spills.
#define STATEMENT_JOURNAL (4 << 20)

/// How much of a database SQLite reads through a map of the file rather than with a read
/// call a page: a view of thousands of tasks scattered over the file read each page again
/// and again into SQLite's 2 MB cache, a read call and a copy each (10,128 of them for the
/// hostile Today of 15,000 tasks, a third of its time). Mapped pages count in a process's
/// resident memory, so the map stops at the file's first 16 MiB (some 100,000 tasks) and
/// a view that reads a million tasks stays under 40 MB; beyond it pages are read as
/// before. A read that fails in the map is a SIGBUS, which tik turns into a one-line error
/// (`FileSystem.stopOnBusError`).
#define MAPPED_BYTES ((sqlite3_int64)16 << 20)

int tik_sqlite_configure(void) {
  static const sqlite3_mem_methods methods = {
      allocate, release, resize, size_of, round_up, initialize, shut_down, NULL,
  };
  int code = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
  if (code == SQLITE_OK) code = sqlite3_config(SQLITE_CONFIG_MALLOC, &methods);
  if (code == SQLITE_OK) code = sqlite3_config(SQLITE_CONFIG_STMTJRNL_SPILL, STATEMENT_JOURNAL);
  if (code == SQLITE_OK) code = sqlite3_config(SQLITE_CONFIG_MMAP_SIZE, MAPPED_BYTES, MAPPED_BYTES);
  return code;
}
