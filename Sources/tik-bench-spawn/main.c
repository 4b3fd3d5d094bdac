// tik-bench-spawn: runs one command and prints its wall time and peak memory.
//
//   tik-bench-spawn INPUT COMMAND [ARGUMENT...]
//
// The command reads INPUT and writes to /dev/null. One line comes out:
// "NANOSECONDS PEAK_KIB STATUS", the status being 128 + the signal for a killed command.
//
// tik-bench times every command through this small program because Linux counts the
// memory of the process that starts a command into that command's peak (ru_maxrss):
// a starter smaller than anything it measures leaves the figures the command's own.
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

int main(int argc, char **argv) {
  if (argc < 3) {
    fputs("usage: tik-bench-spawn INPUT COMMAND [ARGUMENT...]\n", stderr);
    return 2;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, argv[1], O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);

  struct timespec start, end;
  pid_t pid;
  clock_gettime(CLOCK_MONOTONIC, &start);
  if (posix_spawnp(&pid, argv[2], &actions, NULL, argv + 2, environ) != 0) {
    perror(argv[2]);
    return 1;
  }
  int status = 0;
  struct rusage usage;
  if (wait4(pid, &status, 0, &usage) < 0) {
    perror("wait4");
    return 1;
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  long long elapsed = (long long)(end.tv_sec - start.tv_sec) * 1000000000LL
    + (end.tv_nsec - start.tv_nsec);
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  printf("%lld %ld %d\n", elapsed, usage.ru_maxrss, code);
  return 0;
}
