// Ctrl-C, Ctrl-Z and window resizes, caught by tik rather than readline: a handler only
// notes the signal, and the line editor acts on it between two reads (a Ctrl-C clears the
// line instead of ending the process; Ctrl-Z gives the terminal back before the process
// stops; a resize redraws the screen at once).
//
// The notes live in this one C file: state in a header's `static` variables is copied
// into each unit the compiler makes of a Swift module (a release build makes several),
// and a handler would count into one copy while another is read.
#ifndef TIK_SIGNALS_H
#define TIK_SIGNALS_H

/// Installs the handlers of SIGINT, SIGWINCH and SIGTSTP, without SA_RESTART: a signal
/// wakes the line editor's poll at once.
void tik_signals_catch(void);

/// Takes one Ctrl-C if one is pending: 1, or 0 when none is. Ctrl-Cs are counted, not
/// only noted: two pressed in a row both count even when the second arrives before the
/// first is taken.
int tik_signals_take_interrupt(void);

/// Forgets the Ctrl-Cs pressed so far.
void tik_signals_drop_interrupts(void);

/// Whether the window changed size since the last call.
int tik_signals_take_resize(void);

/// Whether a Ctrl-Z came since the last call.
int tik_signals_take_suspend(void);

/// Stops the process as Ctrl-Z would have, and returns once it is continued (`fg`).
void tik_signals_stop(void);

#endif
