# fish completion for threshold: the command tree of Sources/CommandLineFace/CommandCatalog.swift
# (scripts/build-deb checks that every command and option there is here).
# Installed as /usr/share/fish/vendor_completions.d/threshold.fish.

# The command's words typed so far, without options and their values.
function __threshold_words
    set -l tokens (commandline -opc)
    set -e tokens[1]
    set -l skip 0
    for token in $tokens
        if test $skip = 1
            set skip 0
            continue
        end
        switch $token
            case --data-dir --brand --theme --lang --bio --name --to --timeout --archive --profiles --chats --messages --server --profile --chat --queue --image
                set skip 1
            case '-*'
            case '*'
                echo $token
        end
    end
end

# True when the words typed are exactly $argv.
function __threshold_at
    set -l words (__threshold_words)
    test "$words" = "$argv"
end

# True when the words typed start with $argv (a command, then its arguments).
function __threshold_in
    set -l words (__threshold_words)
    set -l n (count $argv)
    test (count $words) -ge $n; and test "$words[1..$n]" = "$argv"
end

complete -c threshold -f

# Options for every command.
complete -c threshold -l data-dir -r -a '(__fish_complete_directories)' -d 'The data directory'
complete -c threshold -l brand -r -F -d 'A brand file (JSON)'
complete -c threshold -l theme -x -a 'light dark' -d 'The full-screen app\'s colours'
complete -c threshold -l lang -x -a 'en ar de es fa fr ja ru tr uk zh_CN qps' -d 'The language for this run'
complete -c threshold -l plain -d 'Line prompts instead of the full-screen app'
complete -c threshold -l json -d 'The result or the error as one JSON object'
complete -c threshold -l passcode-stdin -d 'Read the app passcode from standard input'
complete -c threshold -l help -d 'What a command does'
complete -c threshold -l version -d 'The name and version'

# Commands.
complete -c threshold -n '__threshold_at' -a profiles -d 'Create, switch, edit, hide and delete chat profiles'
complete -c threshold -n '__threshold_at' -a chats -d 'The active profile\'s chats'
complete -c threshold -n '__threshold_at' -a check -d 'Check every page of the data for damage'
complete -c threshold -n '__threshold_at' -a onboarding -d 'Onboarding progress'
complete -c threshold -n '__threshold_at' -a operators -d 'Server operators and their conditions'
complete -c threshold -n '__threshold_at' -a conditions -d 'The conditions of use'
complete -c threshold -n '__threshold_at' -a notifications -d 'The notification mode'
complete -c threshold -n '__threshold_at' -a whats-new -d 'What\'s new since you last looked'
complete -c threshold -n '__threshold_at' -a migrate -d 'Move all data to another device'
complete -c threshold -n '__threshold_at' -a lock -d 'The app lock, encryption keys and self-destruct'
complete -c threshold -n '__threshold_at' -a language -d 'Show or choose the language'
complete -c threshold -n '__threshold_at' -a outbox -d 'Server requests still owed'
complete -c threshold -n '__threshold_at' -a dev -d 'Demo data and inspection'

complete -c threshold -n '__threshold_at profiles' -a list -d 'List the visible profiles'
complete -c threshold -n '__threshold_at profiles' -a create -d 'Create a profile; it becomes active'
complete -c threshold -n '__threshold_at profiles' -a activate -d 'Make a profile the active one'
complete -c threshold -n '__threshold_at profiles' -a update -d 'Change a profile\'s name, bio and/or picture'
complete -c threshold -n '__threshold_at profiles' -a mute -d 'Stop a profile\'s notifications'
complete -c threshold -n '__threshold_at profiles' -a unmute -d 'Let a profile notify again'
complete -c threshold -n '__threshold_at profiles' -a hide -d 'Hide a profile behind a password'
complete -c threshold -n '__threshold_at profiles' -a unhide -d 'Make a hidden profile visible again'
complete -c threshold -n '__threshold_at profiles' -a reveal -d 'List the profiles a password reveals'
complete -c threshold -n '__threshold_at profiles' -a delete -d 'Delete a profile'
complete -c threshold -n '__threshold_in profiles create' -l bio -x -d 'The bio'
complete -c threshold -n '__threshold_in profiles create' -l image -r -F -d 'A picture (PNG or JPEG)'
complete -c threshold -n '__threshold_in profiles update' -l name -x -d 'The new name'
complete -c threshold -n '__threshold_in profiles update' -l name-stdin -d 'The new name from standard input'
complete -c threshold -n '__threshold_in profiles update' -l bio -x -d 'The new bio'
complete -c threshold -n '__threshold_in profiles update' -l bio-stdin -d 'The bio from standard input'
complete -c threshold -n '__threshold_in profiles update' -l image -r -F -d 'A picture (PNG or JPEG)'
complete -c threshold -n '__threshold_in profiles update' -l no-image -d 'Remove the picture'
complete -c threshold -n '__threshold_in profiles delete' -l server-data -d 'Also delete its server queues'
complete -c threshold -n '__threshold_in profiles delete' -l yes -d 'Do not ask'
for command in list activate update mute unmute hide unhide reveal delete
    complete -c threshold -n "__threshold_in profiles $command" -l password-stdin -d 'The password from standard input'
end

complete -c threshold -n '__threshold_at chats' -a list -d 'List the active profile\'s chats'
complete -c threshold -n '__threshold_at chats' -a read -d 'Show a chat and mark it read'
complete -c threshold -n '__threshold_in chats list; or __threshold_in chats read' -l hidden -d 'A hidden profile\'s chats (its name and password asked)'
complete -c threshold -n '__threshold_in chats list; or __threshold_in chats read' -l password-stdin -d 'The name and password from standard input'
complete -c threshold -n '__threshold_at onboarding' -a status -d 'Which steps are done and which is next'
complete -c threshold -n '__threshold_at onboarding' -a reset -d 'Clear onboarding progress'
complete -c threshold -n '__threshold_at operators' -a list -d 'List the server operators'
complete -c threshold -n '__threshold_at operators' -a accept -d 'Accept the conditions for these operators'
complete -c threshold -n '__threshold_at conditions' -a show -d 'Print the conditions of use'
complete -c threshold -n '__threshold_at notifications' -a mode -d 'Show or choose the notification mode'
complete -c threshold -n '__threshold_at notifications mode' -a 'instant periodic off'
complete -c threshold -n '__threshold_in whats-new' -l all -d 'Every version'
complete -c threshold -n '__threshold_at language' -a 'system en ar de es fa fr ja ru tr uk zh_CN qps'

complete -c threshold -n '__threshold_at migrate' -a export -d 'Export all data into an encrypted archive'
complete -c threshold -n '__threshold_at migrate' -a import -d 'Import an archive made on another device'
complete -c threshold -n '__threshold_at migrate' -a finalize -d 'Keep this device, or delete its data'
complete -c threshold -n '__threshold_in migrate export' -l to -r -F -d 'The archive file'
complete -c threshold -n '__threshold_in migrate export' -l serve -d 'Send it directly to a device on this network'
complete -c threshold -n '__threshold_in migrate export' -l timeout -x -d 'Seconds to listen (with --serve)'
complete -c threshold -n '__threshold_in migrate import' -l archive -r -F -d 'The archive file'
complete -c threshold -n '__threshold_in migrate import' -l replace -d 'Replace the data on this device'
complete -c threshold -n '__threshold_in migrate import' -l without-lock -d 'Import without the other device\'s passcode'
complete -c threshold -n '__threshold_in migrate finalize' -l delete-local -d 'Delete the data on this device'
complete -c threshold -n '__threshold_in migrate finalize' -l yes -d 'Do not ask'

complete -c threshold -n '__threshold_at lock' -a status -d 'Show the app lock\'s settings'
complete -c threshold -n '__threshold_at lock' -a set -d 'Set or change the passcode'
complete -c threshold -n '__threshold_at lock' -a recovery-key -d 'Make a recovery key'
complete -c threshold -n '__threshold_at lock' -a recover -d 'Open the data with the recovery key'
complete -c threshold -n '__threshold_at lock' -a rekey -d 'Re-encrypt all data under a new key'
complete -c threshold -n '__threshold_at lock' -a clear -d 'Turn the passcode off'
complete -c threshold -n '__threshold_at lock' -a self-destruct -d 'The self-destruct passcode'
complete -c threshold -n '__threshold_at lock' -a wipe-after -d 'Wipe all data after N wrong passcodes'
complete -c threshold -n '__threshold_at lock' -a level -d 'Keep the database key in the keyring or a key file'
complete -c threshold -n '__threshold_in lock set' -l rekey -d 'Also re-encrypt all data under a new key'
complete -c threshold -n '__threshold_at lock recovery-key' -a clear -d 'Remove the recovery key'
complete -c threshold -n '__threshold_at lock recover' -a 'passcode keyring keyfile'
complete -c threshold -n '__threshold_in lock recover' -l recovery-stdin -d 'The recovery key from standard input'
complete -c threshold -n '__threshold_at lock self-destruct' -a set -d 'Set the self-destruct passcode'
complete -c threshold -n '__threshold_at lock self-destruct' -a clear -d 'Remove the self-destruct passcode'
complete -c threshold -n '__threshold_at lock wipe-after' -a off -d 'Never wipe'
complete -c threshold -n '__threshold_at lock level' -a keyring -d 'The desktop keyring'
complete -c threshold -n '__threshold_at lock level' -a keyfile -d 'A key file beside the data'

complete -c threshold -n '__threshold_at outbox' -a list -d 'List the server requests still owed'
complete -c threshold -n '__threshold_at outbox' -a flush -d 'Send the owed requests now'
complete -c threshold -n '__threshold_at dev' -a seed -d 'Create demo data'
complete -c threshold -n '__threshold_at dev' -a receive -d 'Receive a message as if from a contact'
complete -c threshold -n '__threshold_at dev' -a dump -d 'Print every row of every table'
complete -c threshold -n '__threshold_in dev seed' -l profiles -x -d 'How many profiles'
complete -c threshold -n '__threshold_in dev seed' -l chats -x -d 'Chats per profile'
complete -c threshold -n '__threshold_in dev seed' -l messages -x -d 'Messages per chat'
complete -c threshold -n '__threshold_in dev seed' -l server -x -d 'The server URL'
complete -c threshold -n '__threshold_in dev receive' -l profile -x -d 'The profile'
complete -c threshold -n '__threshold_in dev receive' -l chat -x -d 'The chat'
complete -c threshold -n '__threshold_in dev receive' -l queue -x -d 'The server queue'
complete -c threshold -n '__threshold_in dev receive' -l server -x -d 'The server URL'
complete -c threshold -n '__threshold_in dev receive' -l password-stdin -d 'The password from standard input'
