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

    """#

  static let zsh = #"""
    #compdef tik
    # zsh completion for tik, written by `tik completions zsh`.
    # Install: copy this file as _tik into a directory of your $fpath, or
    # eval "$(tik completions zsh)" after compinit in ~/.zshrc.
    _tik() {
      local output line value
      local -a described plain
      output=$(tik __complete $((CURRENT - 2)) "${(@)words[2,-1]}" 2>/dev/null) || return 1
      for line in "${(@f)output}"; do
        [[ -n $line ]] || continue
        if [[ $line == *$'\t'* ]]; then
          value=${line%%$'\t'*}
          described+=("${value//:/\\:}:${line#*$'\t'}")
        else
          plain+=("$line")
        fi
      done
      local ret=1
      (( ${#described} )) && _describe -V -t values tik described && ret=0
      (( ${#plain} )) && compadd -V plain -- "${plain[@]}" && ret=0
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
        tik __complete (count $words) $words "$current" 2>/dev/null
    end
    complete -c tik -f -k -a '(__tik_complete)'

    """#
}
