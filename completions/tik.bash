# bash completion for tik, written by `tik completions bash`.
# Install: eval "$(tik completions bash)" in ~/.bashrc, or copy this file to
# ~/.local/share/bash-completion/completions/tik
_tik() {
  # Words are split at spaces only: bash's own split cuts `@tomorrow` at the `@`.
  local before=${COMP_LINE:0:COMP_POINT} candidates line quoted quote= start=0 i c
  # Inside an open quote (`tik add 'Call bob #W`) the quoted text is quick entry:
  # its last word is completed and the words before it are kept.
  for ((i = 0; i < ${#before}; i++)); do
    c=${before:i:1}
    if [[ -n $quote ]]; then
      [[ $c == "$quote" ]] && quote=
    elif [[ $c == "'" || $c == '"' ]]; then
      quote=$c start=$((i + 1))
    elif [[ $c == '\' ]]; then
      ((i++))
    fi
  done
  local -a words
  read -ra words <<<"${before//[\'\"]/ }"
  [[ -z $before || $before == *[[:space:]] ]] && words+=("")
  # Readline replaces the text after the last of COMP_WORDBREAKS (`a:b` → `b`), but
  # with hostcomplete on it keeps a word with `@` whole: leave out what it keeps.
  # In a quote it replaces the text after the quote.
  local breaks=$COMP_WORDBREAKS word=${words[-1]} inner=${before:start}
  shopt -q hostcomplete && breaks=${breaks//@/}
  local kept=${word%"${word##*[$breaks]}"}
  COMPREPLY=()
  candidates=$(tik __complete "$((${#words[@]} - 2))" "${words[@]:1}" 2>/dev/null) || return 0
  while IFS= read -r line; do
    [[ -n $line ]] || continue
    line=${line%%$'\t'*}
    if [[ $quote == "'" ]]; then
      COMPREPLY+=("${inner%"$word"}$line")
    elif [[ $quote == '"' ]]; then
      # What was typed stays as typed; the word is escaped for double quotes.
      quoted=${line//\\/\\\\} quoted=${quoted//\$/\\\$} quoted=${quoted//\`/\\\`}
      COMPREPLY+=("${inner%"$word"}${quoted//\"/\\\"}")
    else
      printf -v quoted '%q' "${line#"$kept"}"
      COMPREPLY+=("$quoted")
    fi
  done <<<"$candidates"
  # The quoted title goes on after the word: no space after it.
  [[ -n $quote ]] && compopt -o nospace
}
complete -o nosort -F _tik tik
