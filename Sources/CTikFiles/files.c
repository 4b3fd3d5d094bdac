// File-system calls Swift cannot reach: glibc declares them only for _GNU_SOURCE; and the
// handler of a read that fails in a mapped file, which must be C to be safe in a signal.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

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

static char bus_error_message[1024];
static size_t bus_error_length;

static void on_bus_error(int signal) {
  (void)signal;
  // Only what a signal handler may do: one write, and an exit that flushes nothing.
  ssize_t written = write(STDERR_FILENO, bus_error_message, bus_error_length);
  (void)written;
  _exit(1);
}

int tik_stop_on_bus_error(const char *message) {
  size_t length = strlen(message);
  if (length > sizeof bus_error_message) length = sizeof bus_error_message;
  memcpy(bus_error_message, message, length);
  bus_error_length = length;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_bus_error;
  sigemptyset(&action.sa_mask);
  return sigaction(SIGBUS, &action, NULL);
}
