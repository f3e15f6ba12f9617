# Prints, one per line, the completions zsh's own completion system offers for a command line,
# as if Tab were pressed at its end. Used by Scripts/check-install.
#
# Usage: zsh -f Scripts/zsh-complete.zsh SITE_FUNCTIONS_FOLDER "linework dr"
# Runs an interactive zsh in a pseudo-terminal (zsh/zpty) with SITE_FUNCTIONS_FOLDER first in
# fpath and compinit loaded, wraps compadd so every match is also printed with a marker, types
# the line and a Tab, and reads the marked matches back (for at most 8 seconds).
zmodload zsh/zpty
zpty z zsh -f -i
zpty -w z "PROMPT=''; RPROMPT=''; fpath=($1 \$fpath); autoload -Uz compinit; compinit -u -D"
# The marker is split in the typed text so that the echoed command line never matches it.
zpty -w z 'compprefuncs=( capture ); capture() { compadd() { local -a __m; builtin compadd -O __m "$@"; builtin compadd "$@"; print -l -- "MA""TCH:"${^__m} > /dev/tty }; }'
zpty -w z "bindkey '^I' complete-word"
zpty -w z "zstyle ':completion:*' menu no"
zpty -n -w z "$2"$'\t'
local line deadline=$(( SECONDS + 8 ))
while (( SECONDS < deadline )); do
    zpty -r -t z line 2>/dev/null || { sleep 0.1; continue; }
    [[ $line == *MATCH:* ]] && print -r -- ${${line#*MATCH:}%%$'\r'*}
done
zpty -d z
