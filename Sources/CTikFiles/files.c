// File-system calls Swift cannot reach: glibc declares them only for _GNU_SOURCE.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#include "tik_files.h"

int tik_exchange_names(const char *from, const char *to) {
#if defined(__linux__) && defined(RENAME_EXCHANGE)
  return renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_EXCHANGE);
#else
  (void)from;
  (void)to;
  errno = ENOSYS;
  return -1;
#endif
}
