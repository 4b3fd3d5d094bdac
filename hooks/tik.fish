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
