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
