#include "tik_signals.h"

#include <signal.h>
#include <stdatomic.h>

// Lock-free atomics and sig_atomic_t are safe in a handler.
static _Atomic int interrupts = 0;
static volatile sig_atomic_t resized = 0;
static volatile sig_atomic_t suspended = 0;

static void note_interrupt(int signal) {
  (void)signal;
  atomic_fetch_add(&interrupts, 1);
}

static void note_resize(int signal) {
  (void)signal;
  resized = 1;
}

static void note_suspend(int signal) {
  (void)signal;
  suspended = 1;
}

void tik_signals_catch(void) {
  struct sigaction action;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  action.sa_handler = note_interrupt;
  sigaction(SIGINT, &action, 0);
  action.sa_handler = note_resize;
  sigaction(SIGWINCH, &action, 0);
  action.sa_handler = note_suspend;
  sigaction(SIGTSTP, &action, 0);
}

int tik_signals_take_interrupt(void) {
  int pending = atomic_load(&interrupts);
  while (pending > 0) {
    if (atomic_compare_exchange_weak(&interrupts, &pending, pending - 1)) return 1;
  }
  return 0;
}

void tik_signals_drop_interrupts(void) { atomic_store(&interrupts, 0); }

int tik_signals_take_resize(void) {
  int noted = resized;
  resized = 0;
  return noted;
}

int tik_signals_take_suspend(void) {
  int noted = suspended;
  suspended = 0;
  return noted;
}

void tik_signals_stop(void) {
  struct sigaction action, own;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  action.sa_handler = SIG_DFL;
  sigaction(SIGTSTP, &action, &own);
  raise(SIGTSTP);
  sigaction(SIGTSTP, &own, 0);
}
