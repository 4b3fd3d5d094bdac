// File-system calls Swift cannot reach: glibc declares them only for _GNU_SOURCE; and the
// handler of a read that fails in a mapped file, which must be C to be safe in a signal.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
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
static struct sigaction bus_error_before;
static int bus_error_installed;
/// The terminal's settings when the handler was installed, to put back if tik stops while
/// a line editor has the terminal in a mode of its own.
static struct termios terminal_before;
static int terminal_saved;

static void on_bus_error(int signal, siginfo_t *info, void *context) {
  (void)signal;
  (void)context;
  // Only a read of a page that is not there (a mapped file cut short, a failed read of
  // it) is the database's; any other bus error goes to the handler that was there before:
  // a fault as the instruction faults again, a signal another process sent (si_code 0 or
  // below) sent again, to arrive once this handler returns.
  if (info->si_code != BUS_ADRERR) {
    sigaction(SIGBUS, &bus_error_before, NULL);
    if (info->si_code <= 0) raise(SIGBUS);
    return;
  }
  // Only what a signal handler may do: the terminal put back, one write, and an exit that
  // flushes nothing.
  if (terminal_saved) {
    tcsetattr(STDIN_FILENO, TCSANOW, &terminal_before);
    struct termios output;
    if (tcgetattr(STDOUT_FILENO, &output) == 0) {
      static const char no_bracketed_paste[] = "\033[?2004l";
      ssize_t ignored = write(STDOUT_FILENO, no_bracketed_paste, sizeof no_bracketed_paste - 1);
      (void)ignored;
    }
  }
  ssize_t written = write(STDERR_FILENO, bus_error_message, bus_error_length);
  (void)written;
  _exit(1);
}

int tik_stop_on_bus_error(const char *message) {
  size_t length = strlen(message);
  if (length > sizeof bus_error_message) length = sizeof bus_error_message;
  memcpy(bus_error_message, message, length);
  bus_error_length = length;
  if (bus_error_installed) return 0;
  terminal_saved = tcgetattr(STDIN_FILENO, &terminal_before) == 0;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_bus_error;
  action.sa_flags = SA_SIGINFO;
  sigemptyset(&action.sa_mask);
  if (sigaction(SIGBUS, &action, &bus_error_before) != 0) return -1;
  bus_error_installed = 1;
  return 0;
}
