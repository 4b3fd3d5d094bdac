# tik prompt hook for zsh, written by `tik init zsh`.
# Install: eval "$(tik init zsh)" in ~/.zshrc (after PROMPT is set).
# TIK_PROMPT=off hides the segment; TIK_PROMPT_FORMAT is its printf format ('%s ');
# TIK_PROMPT_SIDE=right puts it in RPROMPT.
zmodload -F zsh/datetime b:strftime p:EPOCHSECONDS
typeset -g _tik_snapshot=${XDG_STATE_HOME:-$HOME/.local/state}/tik/widget.snapshot
typeset -g _tik_stamp= _tik_refreshed=
typeset -gA _tik_lines

_tik_prompt() {
  local ret=$? magic version date m1 m2 m3 m4 m5 refresh key value stamp
  psvar[9]=
  [[ ${TIK_PROMPT:-on} == off ]] && return ret
  if ! { IFS=$'\t' read -r magic version date m1 m2 m3 m4 m5 refresh &&
    IFS=$'\t' read -r key stamp } <$_tik_snapshot 2>/dev/null ||
    [[ $magic != tik-widget || $version != 1 ]]; then
    _tik_refresh missing
    return ret
  fi
  if [[ $stamp != $_tik_stamp ]]; then
    _tik_lines=()
    while IFS=$'\t' read -r key value; do
      case $key in
      inline.* | visual.*) _tik_lines[$key]=$value ;;
      end) break ;;
      esac
    done <$_tik_snapshot
    _tik_stamp=$stamp
  fi
  local hhmm today now i start pick= best=-1 last= latest=-1
  local -a names=(morning late_morning afternoon evening night)
  local -a starts=($m1 $m2 $m3 $m4 $m5)
  strftime -s hhmm %H%M $EPOCHSECONDS
  strftime -s today %Y-%m-%d $EPOCHSECONDS
  now=$((10#${hhmm[1,2]} * 60 + 10#${hhmm[3,4]}))
  for i in {1..5}; do
    start=${starts[i]}
    if ((start <= now && start >= best)); then best=$start pick=${names[i]}; fi
    if ((start >= latest)); then latest=$start last=${names[i]}; fi
  done
  [[ -n $pick ]] || pick=$last
  if [[ $date != $today ]]; then
    pick=stale
    _tik_refresh $today
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
  if [[ -n $value ]]; then
    printf -v value "${TIK_PROMPT_FORMAT:-%s }" $value
    psvar[9]=$value
  fi
  return ret
}

# One background rewrite of the snapshot for each reason (a new day, a snooze's end).
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
