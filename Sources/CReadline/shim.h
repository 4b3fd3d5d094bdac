#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Setters and getters for readline's globals: Swift 6's strict concurrency checking
   rejects touching C global variables directly. */

static inline void tik_rl_set_name(const char *name) { rl_readline_name = name; }
static inline void tik_rl_set_completion(rl_completion_func_t *function) {
  rl_attempted_completion_function = function;
}
static inline void tik_rl_set_display_hook(rl_compdisp_func_t *function) {
  rl_completion_display_matches_hook = function;
}
static inline void tik_rl_set_startup_hook(rl_hook_func_t *function) { rl_startup_hook = function; }
/* A redisplay function of tik's own, or readline's (NULL): readline treats a line as
   bytes, not characters, while another function than its own is set. */
static inline void tik_rl_set_redisplay(rl_voidfunc_t *function) {
  rl_redisplay_function = function ? function : rl_redisplay;
}
static inline void tik_rl_set_word_breaks(const char *characters) {
  rl_completer_word_break_characters = (char *)characters;
}
static inline void tik_rl_completion_over(void) { rl_attempted_completion_over = 1; }
/* Completions listed in the order tik gives them, not sorted by readline as text. */
static inline void tik_rl_keep_completion_order(void) { rl_sort_completion_matches = 0; }
/* How many completions readline lists without asking (`completion-query-items`). */
static inline int tik_rl_completion_query_items(void) { return rl_completion_query_items; }
static inline void tik_rl_set_append_character(int character) {
  rl_completion_append_character = character;
}
static inline const char *tik_rl_line_buffer(void) { return rl_line_buffer; }
static inline int tik_rl_point(void) { return rl_point; }
static inline int tik_rl_end(void) { return rl_end; }
static inline void tik_rl_set_point(int point) { rl_point = point; }

/* Ctrl-C, Ctrl-Z and window resizes, caught by tik rather than readline: a handler only
   notes the signal, and the line editor acts on it between two reads (a Ctrl-C clears
   the line instead of ending the process; Ctrl-Z gives the terminal back before the
   process stops; a resize redraws the screen at once). */
#include <signal.h>
#include <stdatomic.h>

/* Ctrl-Cs are counted, not only noted: two pressed in a row both count even when the
   second arrives before the first is taken. Lock-free atomics are safe in a handler. */
static _Atomic int tik_interrupts = 0;
static volatile sig_atomic_t tik_resized = 0;
static volatile sig_atomic_t tik_suspended = 0;

static inline void tik_note_interrupt(int signal) {
  (void)signal;
  atomic_fetch_add(&tik_interrupts, 1);
}
static inline void tik_note_resize(int signal) { (void)signal; tik_resized = 1; }
static inline void tik_note_suspend(int signal) { (void)signal; tik_suspended = 1; }

/* No SA_RESTART: a signal wakes the line editor's poll at once. */
static inline void tik_catch_interrupt_and_resize(void) {
  struct sigaction action;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  action.sa_handler = tik_note_interrupt;
  sigaction(SIGINT, &action, 0);
  action.sa_handler = tik_note_resize;
  sigaction(SIGWINCH, &action, 0);
  action.sa_handler = tik_note_suspend;
  sigaction(SIGTSTP, &action, 0);
  rl_catch_signals = 0;
  rl_catch_sigwinch = 0;
}

/* Takes one Ctrl-C if one is pending: 1, or 0 when none is. */
static inline int tik_take_interrupt(void) {
  int pending = atomic_load(&tik_interrupts);
  while (pending > 0) {
    if (atomic_compare_exchange_weak(&tik_interrupts, &pending, pending - 1)) return 1;
  }
  return 0;
}

/* Forgets the Ctrl-Cs pressed so far. */
static inline void tik_drop_interrupts(void) { atomic_store(&tik_interrupts, 0); }

static inline int tik_take_resize(void) {
  int noted = tik_resized;
  tik_resized = 0;
  return noted;
}

/* Ctrl-Z, once noted: the terminal's settings and readline's state are put back as they
   were before readline, the process stops, and once continued (`fg`) readline takes the
   terminal again. 1 when it stopped, 0 when no Ctrl-Z was pending. */
static inline int tik_take_suspend(void) {
  if (!tik_suspended) return 0;
  tik_suspended = 0;
  rl_cleanup_after_signal();
  struct sigaction action, own;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  action.sa_handler = SIG_DFL;
  sigaction(SIGTSTP, &action, &own);
  raise(SIGTSTP);
  sigaction(SIGTSTP, &own, 0);
  rl_reset_after_signal();
  return 1;
}
