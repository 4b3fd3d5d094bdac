# tik prompt hook for bash, written by `tik init bash`.
# Install: eval "$(tik init bash)" in ~/.bashrc (after PS1 is set).
# TIK_PROMPT=off hides the segment; TIK_PROMPT_FORMAT is its printf format ('%s ').
_tik_snapshot=${XDG_STATE_HOME:-$HOME/.local/state}/tik/widget.snapshot
_tik_stamp= _tik_refreshed= _tik_segment= _tik_shown= _tik_until=0
declare -gA _tik_lines=()

_tik_prompt() {
  local status=$? head=
  if [[ ${TIK_PROMPT:-on} == off ]]; then
    _tik_segment= _tik_shown=
    return $status
  fi
  # The segment chosen last stands while the snapshot's first 96 bytes (its header
  # and `stamp` line, all ASCII), the format, TERM and TIK_NOW stay the same, until
  # its moment ends or the next quarter hour (a clock change may move the moments):
  # most prompts stop here. Only a regular file is ever opened: a FIFO or a device at
  # the snapshot's path would hold the prompt or feed it without end.
  [[ -f $_tik_snapshot && -r $_tik_snapshot ]] &&
    IFS= read -r -d '' -n 96 head <"$_tik_snapshot"
  [[ -n $head && "$head ${TIK_PROMPT_FORMAT-} ${TERM-} ${TIK_NOW-}" == "$_tik_shown" ]] &&
    ((${EPOCHSECONDS:-$_tik_until} < _tik_until)) && return $status
  _tik_choose
  return $status
}

# Chooses the segment anew, from the snapshot whose first 96 bytes are the caller's
# `head`. (A function of its own: bash copies a function's body at every call, and
# most prompts need only the few lines above.)
_tik_choose() {
  _tik_segment= _tik_shown=
  # The header and the stamp line, from those bytes: every field is checked before
  # any use — the magic, the version, a date, a minute of 0-1440 (at most four
  # digits) for each moment's start and for the refresh, 1-20 digits for the stamp.
  # Anything else is no snapshot.
  local d='[0123456789]' other='[!0123456789]' header=${head%%$'\n'*} stamp=${head#*$'\n'}
  local i field date refresh key value clock valid=1
  local -a fields=() starts=()
  [[ $stamp == stamp$'\t'*$'\n'* ]] && stamp=${stamp%%$'\n'*} || stamp=
  stamp=${stamp#stamp$'\t'}
  while [[ $header == *$'\t'* ]]; do
    fields+=("${header%%$'\t'*}") header=${header#*$'\t'}
  done
  fields+=("$header")
  [[ ${#fields[@]} == 9 && ${fields[0]} == tik-widget && ${fields[1]} == 1 &&
    ${fields[2]} == $d$d$d$d-$d$d-$d$d && -n $stamp && $stamp != *$other* &&
    ${#stamp} -le 20 ]] || valid=
  for field in "${fields[@]:3}"; do
    [[ -n $field && $field != *$other* && ${#field} -le 4 ]] && ((10#$field <= 1440)) ||
      valid=
  done
  if [[ -z $valid ]]; then
    _tik_refresh missing
    return
  fi
  # A snapshot back again: should it go missing once more, that is a new loss.
  [[ $_tik_refreshed == missing ]] && _tik_refreshed=
  date=${fields[2]} refresh=$((10#${fields[8]}))
  for i in 3 4 5 6 7; do starts+=($((10#${fields[i]}))); done
  if [[ $stamp != "$_tik_stamp" ]]; then
    # The lines a prompt shows come first: 64 lines are read at most, 65536
    # characters each (a longer one counts as more), and only their keys are kept.
    _tik_lines=() i=0
    [[ -f $_tik_snapshot ]] &&
      while ((i++ < 64)) && IFS=$'\t' read -r -n 65536 key value; do
        case $key in
        inline.* | visual.*)
          case ${key#*.} in
          morning | late_morning | afternoon | evening | night | stale | notice)
            _tik_lines[$key]=$value
            ;;
          esac
          ;;
        end) break ;;
        esac
      done 2>/dev/null <"$_tik_snapshot"
    _tik_stamp=$stamp
  fi
  local epoch=${EPOCHSECONDS-} now start pick= best=-1 last= latest=-1 next=1440
  [[ -n $epoch ]] || printf -v epoch '%(%s)T' -1
  printf -v clock '%(%Y-%m-%d %H %M %S)T' "$epoch"
  # TIK_NOW stands in for the clock, as it does for tik (tests, demos); only its
  # own forms are read: 2026-09-24, 2026-09-24T09:00, 2026-09-24T09:00:00.
  local fixed=${TIK_NOW-}
  if [[ $fixed == [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] ]]; then
    clock="$fixed 00 00 00"
  elif [[ $fixed == [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9] ||
    $fixed == [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9] ]]; then
    clock="${fixed:0:10} ${fixed:11:2} ${fixed:14:2} 00"
  fi
  local today=${clock:0:10}
  local -a names=(morning late_morning afternoon evening night)
  now=$((10#${clock:11:2} * 60 + 10#${clock:14:2}))
  for i in 0 1 2 3 4; do
    start=${starts[i]}
    if ((start <= now && start >= best)); then best=$start pick=${names[i]}; fi
    if ((start >= latest)); then latest=$start last=${names[i]}; fi
    if ((start > now && start < next)); then next=$start; fi
  done
  [[ -n $pick ]] || pick=$last
  if [[ $date != "$today" ]]; then
    pick=stale
    _tik_refresh "$today"
  elif ((now >= refresh)); then
    _tik_refresh "$today $refresh"
  elif ((refresh < next)); then
    next=$refresh
  fi
  # Terminals that apply bidi themselves get logical order; all others visual.
  local kind=visual
  if [[ -z ${TMUX-} && $TERM != screen* && $TERM != tmux* ]] &&
    [[ -n ${VTE_VERSION-} || -n ${KONSOLE_VERSION-} || $TERM == mlterm* ]]; then
    kind=inline
  fi
  # A due reminder stands in for the moment's line.
  value=${_tik_lines[$kind.notice]}
  [[ $pick == stale || -z $value ]] && value=${_tik_lines[$kind.$pick]}
  if [[ -n $value ]]; then
    _tik_clean
    printf -v _tik_segment "${TIK_PROMPT_FORMAT:-%s }" "$value"
  fi
  _tik_shown="$head ${TIK_PROMPT_FORMAT-} ${TERM-} ${TIK_NOW-}"
  _tik_until=$((epoch + (next - now) * 60 - 10#${clock:17:2}))
  ((epoch - epoch % 900 + 900 < _tik_until)) && _tik_until=$((epoch - epoch % 900 + 900))
}

# Makes the caller's `value` clean text, bytes whatever the locale: printable ASCII
# and whole UTF-8 characters stay; each control character (C0, DEL, C1), line or
# paragraph separator, bidi embedding, override or isolate, and each byte of no UTF-8
# character becomes U+FFFD; 1024 bytes at most.
_tik_clean() {
  local LC_ALL=C text run n c=$'[\x80-\xbf]'
  text=${value:0:1024}
  # Clean as it is when, with its common characters put aside, only printable ASCII
  # is left (each put aside as one byte, so no two halves make a character): what
  # tik writes stops here, the rest is read one character at a time.
  run=${text//$'\xc2'[$'\xa0'-$'\xbf']/x}
  run=${run//[$'\xc3'-$'\xdf']$c/x}
  run=${run//$'\xe2\x80'[$'\xa8'-$'\xae']/$'\x01'}
  run=${run//$'\xe2\x81'[$'\xa6'-$'\xa9']/$'\x01'}
  run=${run//[$'\xe1'-$'\xec\xee\xef']$c$c/x}
  run=${run//$'\xf0'[$'\x90'-$'\xbf']$c$c/x}
  if [[ $run != *[!\ -~]* ]]; then
    value=$text
    return
  fi
  value=
  while [[ -n $text ]]; do
    run=${text%%[!\ -~]*}
    value+=$run
    text=${text:${#run}}
    # n > 0: a character of n bytes that stays; n < 0: -n bytes that do not.
    case $text in
    '') break ;;
    $'\xc2'[$'\x80'-$'\x9f']*) n=-2 ;;
    $'\xe2\x80'[$'\xa8'-$'\xae']* | $'\xe2\x81'[$'\xa6'-$'\xa9']*) n=-3 ;;
    $'\xc2'[$'\xa0'-$'\xbf']* | [$'\xc3'-$'\xdf']$c*) n=2 ;;
    $'\xe0'[$'\xa0'-$'\xbf']$c* | [$'\xe1'-$'\xec\xee\xef']$c$c* | $'\xed'[$'\x80'-$'\x9f']$c*) n=3 ;;
    $'\xf0'[$'\x90'-$'\xbf']$c$c* | [$'\xf1'-$'\xf3']$c$c$c* | $'\xf4'[$'\x80'-$'\x8f']$c$c*) n=4 ;;
    *) n=-1 ;;
    esac
    if ((n > 0)); then
      value+=${text:0:n}
    else
      value+=$'\xef\xbf\xbd' n=$((-n))
    fi
    text=${text:n}
  done
}

# One background rewrite of the snapshot for each reason (a new day, a snooze's end,
# a snapshot missing or unreadable until one is read again).
_tik_refresh() {
  [[ $_tik_refreshed == "$1" ]] && return 0
  _tik_refreshed=$1
  (command tik widget --refresh >/dev/null 2>&1 &)
}

if [[ ";${PROMPT_COMMAND-};" != *";_tik_prompt;"* ]]; then
  PROMPT_COMMAND="_tik_prompt${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
fi
[[ $PS1 == *'${_tik_segment}'* ]] || PS1='${_tik_segment}'$PS1
