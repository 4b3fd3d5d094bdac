# tik prompt hook for bash, written by `tik init bash`.
# Install: eval "$(tik init bash)" in ~/.bashrc (after PS1 is set).
# TIK_PROMPT=off hides the segment; TIK_PROMPT_FORMAT is its printf format ('%s ').
_tik_snapshot=${XDG_STATE_HOME:-$HOME/.local/state}/tik/widget.snapshot
_tik_stamp= _tik_refreshed= _tik_segment=
declare -gA _tik_lines=()

_tik_prompt() {
  local status=$? magic version date m1 m2 m3 m4 m5 refresh key value stamp
  _tik_segment=
  [[ ${TIK_PROMPT:-on} == off ]] && return $status
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
  local hhmm today now i start pick= best=-1 last= latest=-1
  local -a names=(morning late_morning afternoon evening night)
  local -a starts=("$m1" "$m2" "$m3" "$m4" "$m5")
  printf -v hhmm '%(%H%M)T' -1
  printf -v today '%(%Y-%m-%d)T' -1
  now=$((10#${hhmm:0:2} * 60 + 10#${hhmm:2:2}))
  for i in 0 1 2 3 4; do
    start=${starts[i]}
    if ((start <= now && start >= best)); then best=$start pick=${names[i]}; fi
    if ((start >= latest)); then latest=$start last=${names[i]}; fi
  done
  [[ -n $pick ]] || pick=$last
  if [[ $date != "$today" ]]; then
    pick=stale
    _tik_refresh "$today"
  elif ((now >= refresh)); then
    _tik_refresh "$today $refresh"
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
