# tik prompt hook for zsh, written by `tik init zsh`.
# Install: eval "$(tik init zsh)" in ~/.zshrc (after PROMPT is set).
# TIK_PROMPT=off hides the segment; TIK_PROMPT_FORMAT is its printf format ('%s ');
# TIK_PROMPT_SIDE=right puts it in RPROMPT.
zmodload -F zsh/datetime b:strftime p:EPOCHSECONDS
zmodload -F zsh/system b:sysread b:sysopen
typeset -g _tik_snapshot=${XDG_STATE_HOME:-$HOME/.local/state}/tik/widget.snapshot
typeset -g _tik_stamp= _tik_refreshed= _tik_shown= _tik_until=0
typeset -gA _tik_lines

_tik_prompt() {
  local ret=$? head= fd=
  # psvar[9] is the ninth element whatever the user's options (ksh_arrays counts from 0).
  setopt local_options no_ksh_arrays
  if [[ ${TIK_PROMPT:-on} == off ]]; then
    psvar[9]= _tik_shown=
    return ret
  fi
  # The segment chosen last stands while the snapshot's first 96 bytes (its header
  # and `stamp` line, all ASCII), the format, TERM and TIK_NOW stay the same, until
  # its moment ends or the next quarter hour (a clock change may move the moments):
  # most prompts stop here. (zsh's read makes a system call a byte, sysread one.)
  # Only a regular file is read, opened without blocking and checked again once
  # open: a FIFO, a device or a directory at the snapshot's path reads as nothing and
  # never holds the prompt, even one put there after the first check.
  if [[ -f $_tik_snapshot && -r $_tik_snapshot ]] &&
    sysopen -r -o nonblock,cloexec -u fd $_tik_snapshot; then
    [[ -f /dev/fd/$fd || ! -e /dev/fd/$fd ]] && sysread -s 96 -i $fd head
  fi
  if [[ -n $head && "$head ${TIK_PROMPT_FORMAT-} ${TERM-} ${TIK_NOW-}" == $_tik_shown ]] &&
    ((EPOCHSECONDS < _tik_until)); then
    exec {fd}<&-
    return ret
  fi
  # Anything else reads on, 256 KB in all in one more system call.
  local text=$head rest=
  if [[ -n $fd ]]; then
    [[ -n $head ]] && sysread -s 262144 -i $fd rest && text+=$rest
    exec {fd}<&-
  fi
  psvar[9]= _tik_shown=
  emulate -L zsh -o extended_glob
  # The header and the stamp line, from those bytes: every field is checked before
  # any use — the magic, the version, a date, a minute of 0-1440 for each moment's
  # start and for the refresh, digits for the stamp. Anything else is no snapshot.
  local t=$'\t' n=$'\n' date refresh stamp key value clock
  local m='([0-9](#c1,3)|0[0-9](#c3)|1[0-3][0-9](#c2)|14[0-3][0-9]|1440)'
  if [[ $head != (#b)tik-widget${t}1$t([0-9](#c4)-[0-9](#c2)-[0-9](#c2))$t$~m$t$~m$t$~m$t$~m$t$~m$t$~m${n}stamp$t([0-9](#c1,20))$n* ]]; then
    _tik_refresh missing
    return ret
  fi
  # A snapshot back again: should it go missing once more, that is a new loss.
  [[ $_tik_refreshed == missing ]] && _tik_refreshed=
  date=$match[1] refresh=$((10#$match[7])) stamp=$match[8]
  local -a starts=($((10#$match[2])) $((10#$match[3])) $((10#$match[4])) $((10#$match[5])) $((10#$match[6])))
  if [[ $stamp != $_tik_stamp ]]; then
    # Split into lines in the shell. The lines a prompt shows come first: 64 lines
    # are read at most, and only their keys are kept.
    local line
    _tik_lines=()
    for line in ${${(f)text}[1,64]}; do
      key=${line%%$'\t'*} value=
      [[ $line == *$'\t'* ]] && value=${line#*$'\t'}
      case $key in
      ((inline|visual).(morning|late_morning|afternoon|evening|night|stale|notice))
        _tik_lines[$key]=$value
        ;;
      (end) break ;;
      esac
    done
    _tik_stamp=$stamp
  fi
  local epoch=$EPOCHSECONDS now i start pick= best=-1 last= latest=-1 next=1440
  strftime -s clock '%Y-%m-%d %H %M %S' $epoch
  # TIK_NOW stands in for the clock, as it does for tik (tests, demos); only its
  # own forms are read: 2026-09-24, 2026-09-24T09:00, 2026-09-24T09:00:00.
  local fixed=${TIK_NOW-}
  if [[ $fixed == [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] ]]; then
    clock="$fixed 00 00 00"
  elif [[ $fixed == [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9] ||
    $fixed == [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9] ]]; then
    clock="${fixed[1,10]} ${fixed[12,13]} ${fixed[15,16]} 00"
  fi
  local today=${clock[1,10]}
  local -a names=(morning late_morning afternoon evening night)
  now=$((10#${clock[12,13]} * 60 + 10#${clock[15,16]}))
  for i in {1..5}; do
    start=${starts[i]}
    if ((start <= now && start >= best)); then best=$start pick=${names[i]}; fi
    if ((start >= latest)); then latest=$start last=${names[i]}; fi
    if ((start > now && start < next)); then next=$start; fi
  done
  [[ -n $pick ]] || pick=$last
  if [[ $date != $today ]]; then
    pick=stale
    _tik_refresh $today
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
    printf -v value "${TIK_PROMPT_FORMAT:-%s }" $value
    psvar[9]=$value
  fi
  _tik_shown="$head ${TIK_PROMPT_FORMAT-} ${TERM-} ${TIK_NOW-}"
  _tik_until=$((epoch + (next - now) * 60 - 10#${clock[18,19]}))
  ((epoch - epoch % 900 + 900 < _tik_until)) && _tik_until=$((epoch - epoch % 900 + 900))
  return ret
}

# Makes the caller's `value` clean text, bytes whatever the locale: printable ASCII
# and whole UTF-8 characters stay; each control character (C0, DEL, C1), line or
# paragraph separator, bidi embedding, override or isolate, and each byte of no UTF-8
# character becomes U+FFFD; 1024 bytes at most.
_tik_clean() {
  emulate -L zsh -o no_multibyte
  local text=${value[1,1024]} run c=$'[\x80-\xbf]'
  integer n
  # Clean as it is when, with its common characters put aside, only printable ASCII
  # is left (each put aside as one byte, so no two halves make a character): what
  # tik writes stops here, the rest is read one character at a time.
  run=${text//$'\xc2'[$'\xa0'-$'\xbf']/x}
  run=${run//[$'\xc3'-$'\xdf']${~c}/x}
  run=${run//$'\xe2\x80'[$'\xa8'-$'\xae']/$'\x01'}
  run=${run//$'\xe2\x81'[$'\xa6'-$'\xa9']/$'\x01'}
  run=${run//[$'\xe1'-$'\xec\xee\xef']${~c}${~c}/x}
  run=${run//$'\xf0'[$'\x90'-$'\xbf']${~c}${~c}/x}
  if [[ $run != *[^\ -~]* ]]; then
    value=$text
    return
  fi
  value=
  while [[ -n $text ]]; do
    run=${text%%[^\ -~]*}
    value+=$run
    text=${text[$#run+1,-1]}
    # n > 0: a character of n bytes that stays; n < 0: -n bytes that do not.
    case $text in
    ('') break ;;
    ($'\xc2'[$'\x80'-$'\x9f']*) n=-2 ;;
    ($'\xe2\x80'[$'\xa8'-$'\xae']* | $'\xe2\x81'[$'\xa6'-$'\xa9']*) n=-3 ;;
    ($'\xc2'[$'\xa0'-$'\xbf']* | [$'\xc3'-$'\xdf']${~c}*) n=2 ;;
    ($'\xe0'[$'\xa0'-$'\xbf']${~c}* | [$'\xe1'-$'\xec\xee\xef']${~c}${~c}* | $'\xed'[$'\x80'-$'\x9f']${~c}*) n=3 ;;
    ($'\xf0'[$'\x90'-$'\xbf']${~c}${~c}* | [$'\xf1'-$'\xf3']${~c}${~c}${~c}* | $'\xf4'[$'\x80'-$'\x8f']${~c}${~c}*) n=4 ;;
    (*) n=-1 ;;
    esac
    if ((n > 0)); then
      value+=${text[1,n]}
    else
      value+=$'\xef\xbf\xbd' n=$((-n))
    fi
    text=${text[n+1,-1]}
  done
}

# One background rewrite of the snapshot for each reason (a new day, a snooze's end,
# a snapshot missing or unreadable until one is read again).
_tik_refresh() {
  [[ $_tik_refreshed == $1 ]] && return 0
  _tik_refreshed=$1
  (command tik widget --refresh >/dev/null 2>&1 &)
}

autoload -Uz add-zsh-hook
add-zsh-hook precmd _tik_prompt
if [[ ${TIK_PROMPT_SIDE:-left} == right ]]; then
  [[ $RPROMPT == *%9v* ]] || RPROMPT="%9v$RPROMPT"
else
  [[ $PROMPT == *%9v* ]] || PROMPT="%9v$PROMPT"
fi
