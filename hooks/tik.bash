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
  # most prompts stop here.
  [[ -f $_tik_snapshot ]] && IFS= read -r -d '' -n 96 head <"$_tik_snapshot"
  [[ -n $head && "$head ${TIK_PROMPT_FORMAT-} ${TERM-} ${TIK_NOW-}" == "$_tik_shown" ]] &&
    ((${EPOCHSECONDS:-$_tik_until} < _tik_until)) && return $status
  _tik_segment= _tik_shown=
  local magic version date m1 m2 m3 m4 m5 refresh key value stamp clock
  if ! { IFS=$'\t' read -r magic version date m1 m2 m3 m4 m5 refresh &&
    IFS=$'\t' read -r key stamp; } <"$_tik_snapshot" 2>/dev/null ||
    [[ $magic != tik-widget || $version != 1 ]]; then
    _tik_refresh missing
    return $status
  fi
  if [[ $stamp != "$_tik_stamp" ]]; then
    _tik_lines=()
    while IFS=$'\t' read -r key value; do
      case $key in
      inline.* | visual.*) _tik_lines[$key]=$value ;;
      end) break ;;
      esac
    done <"$_tik_snapshot"
    _tik_stamp=$stamp
  fi
  local epoch=${EPOCHSECONDS-} now i start pick= best=-1 last= latest=-1 next=1440
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
  local -a starts=("$m1" "$m2" "$m3" "$m4" "$m5")
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
  [[ -n $value ]] && printf -v _tik_segment "${TIK_PROMPT_FORMAT:-%s }" "$value"
  _tik_shown="$head ${TIK_PROMPT_FORMAT-} ${TERM-} ${TIK_NOW-}"
  _tik_until=$((epoch + (next - now) * 60 - 10#${clock:17:2}))
  ((epoch - epoch % 900 + 900 < _tik_until)) && _tik_until=$((epoch - epoch % 900 + 900))
  return $status
}

# One background rewrite of the snapshot for each reason (a new day, a snooze's end).
_tik_refresh() {
  [[ $_tik_refreshed == "$1" ]] && return 0
  _tik_refreshed=$1
  (command tik widget --refresh >/dev/null 2>&1 &)
}

if [[ ";${PROMPT_COMMAND-};" != *";_tik_prompt;"* ]]; then
  PROMPT_COMMAND="_tik_prompt${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
fi
[[ $PS1 == *'${_tik_segment}'* ]] || PS1='${_tik_segment}'$PS1
