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

/* Ctrl-C, Ctrl-Z and window resizes are tik's (CTikSignals): readline catches none. */
static inline void tik_rl_leave_signals(void) {
  rl_catch_signals = 0;
  rl_catch_sigwinch = 0;
}
