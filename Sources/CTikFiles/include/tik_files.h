#ifndef TIK_FILES_H
#define TIK_FILES_H

/// Swaps the names `from` and `to`, both of which must exist, in one step:
/// `renameat2(…, RENAME_EXCHANGE)`. 0 on success, else -1 with `errno` set (EINVAL where
/// the file system cannot swap, ENOSYS off Linux), and nothing changed.
int tik_exchange_names(const char *from, const char *to);

#endif
