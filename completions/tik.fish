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
