#ifndef TIK_FILES_H
#define TIK_FILES_H

/// Swaps the names `from` and `to`, both of which must exist, in one step:
/// `renameat2(…, RENAME_EXCHANGE)`. 0 on success, else -1 with `errno` set (EINVAL where
/// the file system cannot swap, ENOSYS off Linux), and nothing changed.
int tik_exchange_names(const char *from, const char *to);

/// Makes a SIGBUS of a page that is not there — a read of a mapped file that failed: a
/// failing disk, or a file another program cut short — put the terminal's settings back
/// (as they were at the first call), write `message` (copied, up to 1 KiB; a later call
/// replaces it) to standard error and exit with status 1, instead of killing the process
/// with no word. Any other bus error goes to the handler there was before. 0 on success,
/// else -1 with `errno` set.
int tik_stop_on_bus_error(const char *message);

#endif
