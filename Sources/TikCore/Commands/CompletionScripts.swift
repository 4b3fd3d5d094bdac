/// `tik completions bash|zsh|fish`: the completion scripts, which ask
/// `tik __complete` for every value, so they know the commands, settings and data of the
/// running tik. The files in `completions/` are these scripts, written out.
enum CompletionScripts {
  static var spec: CommandSpec {
    CommandSpec(
      "completions", usage: "bash|zsh|fish", arguments: [.words(["bash", "zsh", "fish"])],
      summary: { $0.text(.helpCompletions) }
    ) { (invocation) throws(TikError) in
      guard invocation.arguments.count == 1, let script = script(for: invocation.arguments[0])
      else { throw .missingArgument(usage: "completions bash|zsh|fish") }
      return .custom(text: script, json: .object([("script", .string(script))]))
    }
  }

  static func script(for shell: String) -> String? {
    switch shell {
    case "bash": bash
    case "zsh": zsh
    case "fish": fish
    default: nil
    }
  }

  static let bash = #"""
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

    """#

  static let zsh = #"""
    #compdef tik
    # zsh completion for tik, written by `tik completions zsh`.
    # Install: copy this file as _tik into a directory of your $fpath, or
    # eval "$(tik completions zsh)" after compinit in ~/.zshrc.
    _tik() {
      local output line value quote=$compstate[quote]
      local -a described plain before literally
      before=("${(@)words[2,CURRENT-1]}")
      # Inside quotes (`tik add 'Call bob #W`) the quoted text is quick entry: it is split
      # into its words, the last one is completed and the others kept; the word goes in
      # as it is (escaped only for double quotes), the quotes do the quoting.
      if [[ -n $quote ]]; then
        compset -q
        before+=("${(@)words[1,CURRENT-1]}")
        literally=(-Q)
      fi
      output=$(tik __complete ${#before} "${(@)before}" "$PREFIX" 2>/dev/null) || return 1
      for line in "${(@f)output}"; do
        [[ -n $line ]] || continue
        value=${line%%$'\t'*}
        if [[ $quote == '"' ]]; then
          value=${value//\\/\\\\} value=${value//\$/\\\$} value=${value//\`/\\\`}
          value=${value//\"/\\\"}
        fi
        if [[ $line == *$'\t'* ]]; then
          described+=("${value//:/\\:}:${line#*$'\t'}")
        else
          plain+=("$value")
        fi
      done
      local ret=1
      (( ${#described} )) && _describe -V -t values tik described $literally && ret=0
      (( ${#plain} )) && compadd $literally -V plain -- "${plain[@]}" && ret=0
      return ret
    }
    if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
      _tik "$@"
    else
      compdef _tik tik
    fi

    """#

  static let fish = #"""
    # fish completion for tik, written by `tik completions fish`.
    # Install: copy this file to ~/.config/fish/completions/tik.fish, or
    # tik completions fish | source
    function __tik_complete
        set -l words (commandline -opc)
        set -e words[1]
        set -l current (commandline -ct)
        # Inside quotes ('Call bob #W) the quoted text is quick entry: its last word is
        # completed and the words before it kept. (Unquoted, fish reads #W as a comment.)
        set -l prefix ''
        if string match -qr '^[\'"]' -- $current
            set -l parts (string split ' ' -- (string sub -s 2 -- $current))
            set current $parts[-1]
            set -e parts[-1]
            set words $words $parts
            set -q parts[1]; and set prefix (string join ' ' -- $parts)' '
        end
        for line in (tik __complete (count $words) $words "$current" 2>/dev/null)
            printf '%s%s\n' $prefix $line
        end
    end
    complete -c tik -f -k -a '(__tik_complete)'

    """#
}
