#!/usr/bin/env bash
# The app's accounts on the real binary (Apps/FormKitServer/Accounts/accounts_cli.py): `formkit-server user
# add|list|remove` with the password on stdin, the refusal to serve beyond loopback without an account, and
# sign-in, 401 and redirect on a server on a free loopback port. Closes with "N passed, M failed": no failure,
# and every check the script makes (each check() call) among the passed.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --package-path Apps/FormKitServer --product formkit-server
binary="$(swift build --package-path Apps/FormKitServer --show-bin-path)/formkit-server"
script=Apps/FormKitServer/Accounts/accounts_cli.py
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
python3 "$script" "$binary" | tee "$log"
checks="$(grep -cE '^ *check\(' "$script")"
scripts/check-tally "$log" "$checks" "$checks"
