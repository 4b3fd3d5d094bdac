# bash completion for tik, written by `tik completions bash`.
# Install: eval "$(tik completions bash)" in ~/.bashrc, or copy this file to
# ~/.local/share/bash-completion/completions/tik
_tik() {
  # Words are split at spaces only: bash's own split cuts `@tomorrow` at the `@`.
  local before=${COMP_LINE:0:COMP_POINT} candidates line quoted
  local -a words
  read -ra words <<<"$before"
  [[ -z $before || $before == *[[:space:]] ]] && words+=("")
  # Readline replaces the text after the last of COMP_WORDBREAKS (`a:b` → `b`), but
  # with hostcomplete on it keeps a word with `@` whole: leave out what it keeps.
  local breaks=$COMP_WORDBREAKS word=${words[-1]}
  shopt -q hostcomplete && breaks=${breaks//@/}
  local kept=${word%"${word##*[$breaks]}"}
  COMPREPLY=()
  candidates=$(tik __complete "$((${#words[@]} - 2))" "${words[@]:1}" 2>/dev/null) || return 0
  while IFS= read -r line; do
    [[ -n $line ]] || continue
    line=${line%%$'\t'*}
    printf -v quoted '%q' "${line#"$kept"}"
    COMPREPLY+=("$quoted")
  done <<<"$candidates"
}
complete -o nosort -F _tik tik
