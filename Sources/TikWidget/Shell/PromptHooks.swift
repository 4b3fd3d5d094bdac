/// The prompt hooks `tik init bash|zsh|fish` prints, the files of `hooks/`.
///
/// Each puts the widget's line for this moment of the day into the prompt, read from the
/// snapshot with shell builtins alone — no process per prompt in bash and zsh, one
/// (`date`) in fish unless `TIK_NOW` is set — and re-reads the file only when its `stamp`
/// line changed. Bash and zsh also keep the segment they chose: most prompts read the
/// snapshot's first 96 bytes and nothing more, and choose anew when the snapshot, the
/// format or `TERM` changed, when the moment or a snooze ended, and at least every
/// quarter hour. When the snapshot is from another day (or a snooze in it ended) the
/// hook starts one `tik widget --refresh` in the background and shows the stale line
/// meanwhile.
///
/// The snapshot is input, and may be written by hand or by an enemy; whatever it holds,
/// the hooks run nothing from it, never block and print no error:
/// - they open only a regular file (zsh without blocking, and checks the open file
///   again), and read a bounded part of it: 96 bytes, then 64 lines of 64 KB at most
///   (256 KB in all in zsh), where the lines a prompt shows come first;
/// - every field is checked before any use (the magic, the version, a date, minutes of
///   0–1440 with at most four digits, the stamp's digits, known keys), and a snapshot
///   with any other header is treated as missing: no segment, one refresh;
/// - nothing read is evaluated: the segment goes into the prompt through a variable
///   (bash), `%9v` (zsh) or `printf %s` (fish), never as prompt code;
/// - the line shown is clean text, at most 1 KB: each control character (C0, DEL, C1),
///   line or paragraph separator, bidi embedding, override or isolate, and each byte of
///   no UTF-8 character becomes U+FFFD.
///
/// tik itself writes only clean values (`CleanText`): no `$`, backquote, backslash, `%`,
/// `!` or control character.
enum PromptHooks {
  static func script(for shell: String) -> String? {
    switch shell {
    case "bash": bash
    case "zsh": zsh
    case "fish": fish
    default: nil
    }
  }

  static let bash = #"""
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

    """#

  static let zsh = #"""
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

    """#

  static let fish = #"""
    # tik prompt hook for fish, written by `tik init fish`.
    # Install: tik init fish | source   (in ~/.config/fish/config.fish)
    # TIK_PROMPT=off hides the segment; TIK_PROMPT_FORMAT is its printf format ('%s ');
    # TIK_PROMPT_SIDE=right puts it in the right prompt.
    if set -q XDG_STATE_HOME[1]
        set -g _tik_snapshot $XDG_STATE_HOME/tik/widget.snapshot
    else
        set -g _tik_snapshot $HOME/.local/state/tik/widget.snapshot
    end
    set -g _tik_refreshed ''

    function _tik_prompt_segment
        set -q TIK_PROMPT; and test "$TIK_PROMPT" = off; and return
        # Only a regular file is read (a FIFO or a device at the snapshot's path would
        # hold the prompt or feed it without end), and only its first 64 lines, up to one
        # longer than 64 KB: the lines a prompt shows come first.
        set -l lines
        set -l fish_read_limit 65536
        if test -f $_tik_snapshot -a -r $_tik_snapshot
            while read -l line
                set -a lines $line
                string match -q 'end	*' -- $line; or set -q lines[64]; and break
            end <$_tik_snapshot 2>/dev/null
        end
        # Every field of the header and the stamp line is checked before any use: the
        # magic, the version, a date, a minute of 0-1440 for each moment's start and for
        # the refresh, digits for the stamp. Anything else is no snapshot.
        set -l minute '([0-9]{1,3}|0[0-9]{3}|1[0-3][0-9]{2}|14[0-3][0-9]|1440)'
        if not string match -rq "^tik-widget\t1\t[0-9]{4}-[0-9]{2}-[0-9]{2}(\t$minute){6}\$" -- "$lines[1]"
            or not string match -rq '^stamp\t[0-9]{1,20}$' -- "$lines[2]"
            _tik_refresh missing
            return
        end
        # A snapshot back again: should it go missing once more, that is a new loss.
        test "$_tik_refreshed" = missing; and set -g _tik_refreshed ''
        set -l header (string split \t -- $lines[1])
        # TIK_NOW stands in for the clock, as it does for tik (tests, demos); only its
        # own forms are read. Otherwise the one process a prompt starts: fish has no
        # clock of its own.
        set -l clock
        if set -q TIK_NOW[1]; and string match -rq '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2})?)?$' -- $TIK_NOW
            set clock (string sub -s 12 -l 2 -- $TIK_NOW"T00:00") (string sub -s 15 -l 2 -- $TIK_NOW"T00:00") (string sub -l 10 -- $TIK_NOW)
        else
            set clock (string split ' ' -- (date '+%H %M %Y-%m-%d'))
        end
        set -l now (math "$clock[1] * 60 + $clock[2]")
        set -l names morning late_morning afternoon evening night
        set -l pick ''
        set -l best -1
        set -l last ''
        set -l latest -1
        for i in 1 2 3 4 5
            set -l start $header[(math $i + 3)]
            if test $start -le $now -a $start -ge $best
                set best $start
                set pick $names[$i]
            end
            if test $start -ge $latest
                set latest $start
                set last $names[$i]
            end
        end
        test -n "$pick"; or set pick $last
        if test "$header[3]" != "$clock[3]"
            set pick stale
            _tik_refresh $clock[3]
        else if test $now -ge $header[9]
            _tik_refresh "$clock[3] $header[9]"
        end
        # Terminals that apply bidi themselves get logical order; all others visual.
        set -l kind visual
        if not set -q TMUX; and not string match -q 'screen*' -- $TERM; and not string match -q 'tmux*' -- $TERM
            if set -q VTE_VERSION; or set -q KONSOLE_VERSION; or string match -q 'mlterm*' -- $TERM
                set kind inline
            end
        end
        set -l format '%s '
        set -q TIK_PROMPT_FORMAT; and set format $TIK_PROMPT_FORMAT
        # A due reminder stands in for the moment's line.
        set -l value ''
        set -l notice ''
        for line in $lines
            set -l pair (string split -m 1 \t -- $line)
            switch "$pair[1]"
                case "$kind.$pick"
                    set value $pair[2]
                case "$kind.notice"
                    set notice $pair[2]
            end
        end
        test "$pick" != stale -a -n "$notice"; and set value $notice
        test -n "$value"; or return
        # Clean text only, 1024 characters at most: each control character (C0, DEL,
        # C1), line or paragraph separator, bidi embedding, override or isolate, and each
        # byte of no UTF-8 character (which fish holds as U+F600-U+F6FF) becomes U+FFFD.
        set -l allowed '\x{20}-\x{7e}\x{a0}-\x{2027}\x{202f}-\x{2065}\x{206a}-\x{d7ff}\x{e000}-\x{f5ff}\x{f700}-\x{10ffff}'
        set value (string replace -ra "[^$allowed]" \ufffd -- (string sub -l 1024 -- "$value"))
        printf $format $value
    end

    # One background rewrite of the snapshot for each reason (a new day, a snooze's end,
    # a snapshot missing or unreadable until one is read again).
    function _tik_refresh
        test "$_tik_refreshed" = "$argv[1]"; and return
        set -g _tik_refreshed $argv[1]
        command -q tik; or return
        command tik widget --refresh >/dev/null 2>&1 &
        disown 2>/dev/null
    end

    if set -q TIK_PROMPT_SIDE; and test "$TIK_PROMPT_SIDE" = right
        if functions -q fish_right_prompt; and not functions -q _tik_original_right_prompt
            functions -c fish_right_prompt _tik_original_right_prompt
        end
        function fish_right_prompt
            _tik_prompt_segment
            functions -q _tik_original_right_prompt; and _tik_original_right_prompt
        end
    else
        if functions -q fish_prompt; and not functions -q _tik_original_prompt
            functions -c fish_prompt _tik_original_prompt
        end
        function fish_prompt
            _tik_prompt_segment
            functions -q _tik_original_prompt; and _tik_original_prompt
        end
    end

    """#
}
