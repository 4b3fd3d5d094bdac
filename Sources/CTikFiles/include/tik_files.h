#ifndef TIK_FILES_H
#define TIK_FILES_H

/// Swaps the names `from` and `to`, both of which must exist, in one step:
/// `renameat2(…, RENAME_EXCHANGE)`. 0 on success, else -1 with `errno` set (EINVAL where
/// the file system cannot swap, ENOSYS off Linux), and nothing changed.
int tik_exchange_names(const char *from, const char *to);

/// Makes a SIGBUS — a read of a mapped file that failed: a failing disk, or a file another
/// program cut short — write `message` (copied, up to 1 KiB) to standard error and exit
/// with status 1, instead of killing the process with no word. 0 on success, else -1
/// with `errno` set.
int tik_stop_on_bus_error(const char *message);

#endif
