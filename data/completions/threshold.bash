# bash completion for threshold: the command tree of Sources/CommandLineFace/CommandCatalog.swift
# (scripts/build-deb checks that every command and option there is here).
# Installed as /usr/share/bash-completion/completions/threshold.

_threshold() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    local global="--data-dir --brand --theme --lang --plain --json --passcode-stdin --help --version"
    local valued=" --data-dir --brand --theme --lang --bio --name --to --timeout --archive --profiles --chats --messages --server --profile --chat --queue --image "
    local languages="en ar de es fa fr ja ru tr uk zh_CN qps"
    COMPREPLY=()

    # The value of the option before the cursor.
    case $prev in
        --data-dir) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --brand|--to|--archive|--image) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --theme) COMPREPLY=($(compgen -W "light dark" -- "$cur")); return ;;
        --lang) COMPREPLY=($(compgen -W "$languages" -- "$cur")); return ;;
        --bio|--name|--timeout|--profiles|--chats|--messages|--server|--profile|--chat|--queue) return ;;
    esac

    # The command's words typed so far, without options and their values.
    local i word path=""
    for ((i = 1; i < COMP_CWORD; i++)); do
        word=${COMP_WORDS[i]}
        if [[ $word == -* ]]; then
            [[ $valued == *" $word "* ]] && ((i++))
            continue
        fi
        path+="${path:+ }$word"
    done

    local choices="" options=""
    case $path in
        "") choices="profiles chats check onboarding operators conditions notifications whats-new migrate lock language outbox dev" ;;
        profiles) choices="list create activate update mute unmute hide unhide reveal delete" ;;
        "profiles create"*) options="--bio --image" ;;
        "profiles update"*) options="--name --name-stdin --bio --bio-stdin --image --no-image --password-stdin" ;;
        "profiles delete"*) options="--server-data --yes --password-stdin" ;;
        "profiles list"*|"profiles activate"*|"profiles mute"*|"profiles unmute"*|"profiles hide"*|"profiles unhide"*|"profiles reveal"*)
            options="--password-stdin" ;;
        chats) choices="list read" ;;
        "chats list"*|"chats read"*) options="--hidden --password-stdin" ;;
        onboarding) choices="status reset" ;;
        operators) choices="list accept" ;;
        conditions) choices="show" ;;
        notifications) choices="mode" ;;
        "notifications mode") choices="instant periodic off" ;;
        whats-new*) options="--all" ;;
        migrate) choices="export import finalize" ;;
        "migrate export"*) options="--to --serve --timeout" ;;
        "migrate import"*) options="--archive --replace --without-lock" ;;
        "migrate finalize"*) options="--delete-local --yes" ;;
        lock) choices="status set recovery-key recover rekey clear self-destruct wipe-after level" ;;
        "lock set"*) options="--rekey" ;;
        "lock recovery-key") choices="clear" ;;
        "lock recover") choices="passcode keyring keyfile"; options="--recovery-stdin" ;;
        "lock recover "*) options="--recovery-stdin" ;;
        "lock self-destruct") choices="set clear" ;;
        "lock wipe-after") choices="off" ;;
        "lock level") choices="keyring keyfile" ;;
        language) choices="system $languages" ;;
        outbox) choices="list flush" ;;
        dev) choices="seed receive dump" ;;
        "dev seed"*) options="--profiles --chats --messages --server" ;;
        "dev receive"*) options="--profile --chat --queue --server --password-stdin" ;;
    esac

    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options $global" -- "$cur"))
    else
        COMPREPLY=($(compgen -W "$choices" -- "$cur"))
    fi
}
complete -F _threshold threshold
