#!/usr/bin/env bash
# Uploads the built site (build/client, or $BUILD_DIR/client) to the shop's web host. Run by
# .github/workflows/upload.yml from the project's folder after `npm run build`, with its settings
# in the environment:
#
# DEPLOY_METHOD=rsync: over SSH into DEPLOY_PATH on DEPLOY_HOST, as DEPLOY_USER, with the private
#   key DEPLOY_SSH_KEY, trusting only the host keys in DEPLOY_KNOWN_HOSTS (port DEPLOY_PORT, else
#   22). Where DEPLOY_NGINX_CONF is set, this build's nginx configuration goes to that path on the
#   server, with the lines DEPLOY_NGINX_SERVER (listen, server_name, certificates) and DEPLOY_PATH
#   as its root (scripts/deploy/nginx-site.mjs), and DEPLOY_RELOAD_COMMAND runs there after.
# DEPLOY_METHOD=ftp: with lftp over FTP with TLS into DEPLOY_PATH on DEPLOY_HOST (a name, or an
#   address such as ftps://host:990), as DEPLOY_USER with FTP_PASSWORD.
#
# Every file goes, hidden ones (.htaccess) and those starting with "_" included, and files the
# build no longer has are deleted, except the host's own .well-known/ (certificates) and cgi-bin/.
# The new hashed scripts and styles under assets/ go first and the old ones are deleted last, so a
# page a shopper opens during the upload never names a file that is not there.
set -euo pipefail

site="${BUILD_DIR:-build}/client"
here="$(dirname "${BASH_SOURCE[0]}")"

fail() {
  echo "::error::upload: $*"
  exit 1
}

require() {
  local name
  for name in "$@"; do
    [[ -n "${!name:-}" ]] ||
      fail "$name is not set (GitHub: Settings → Secrets and variables → Actions)"
  done
}

upload_rsync() {
  require DEPLOY_HOST DEPLOY_USER DEPLOY_PATH DEPLOY_SSH_KEY DEPLOY_KNOWN_HOSTS
  # Global, for the trap that deletes it: the key never outlives the upload.
  private="$(mktemp -d)"
  trap 'rm -rf "$private"' EXIT
  printf '%s\n' "$DEPLOY_SSH_KEY" >"$private/key"
  chmod 600 "$private/key"
  printf '%s\n' "$DEPLOY_KNOWN_HOSTS" >"$private/known_hosts"
  if [[ -n "${DEPLOY_NGINX_CONF:-}" ]]; then
    require DEPLOY_NGINX_SERVER DEPLOY_RELOAD_COMMAND
    # Before anything is uploaded, so that settings nginx cannot use change nothing on the server.
    node "$here/nginx-site.mjs" "${BUILD_DIR:-build}/deploy/nginx.conf" >"$private/nginx.conf" ||
      fail "DEPLOY_NGINX_SERVER or DEPLOY_PATH cannot make nginx's configuration (above)"
  fi

  local ssh=(ssh -i "$private/key" -p "${DEPLOY_PORT:-22}" -o BatchMode=yes -o IdentitiesOnly=yes
    -o StrictHostKeyChecking=yes -o "UserKnownHostsFile=$private/known_hosts")
  local server="$DEPLOY_USER@$DEPLOY_HOST"
  local target="${DEPLOY_PATH%/}"
  # --checksum: the build writes every file anew, so times say nothing; unchanged files stay.
  local copy=(rsync --recursive --links --perms --times --chmod=D755,F644 --checksum --compress --itemize-changes
    "--rsh=${ssh[*]}")

  "${copy[@]}" "$site/assets/" "$server:$target/assets/"
  # --delay-updates puts the changed files in place together at the end, and the deletions follow.
  "${copy[@]}" --delete-delay --delay-updates --filter='P /.well-known/' --filter='P /cgi-bin/' \
    "$site/" "$server:$target/"
  if [[ -n "${DEPLOY_NGINX_CONF:-}" ]]; then
    # Right after the pages: each page's policy in it matches only this build's pages. In place,
    # so the SSH user needs to own that file only, not nginx's folder.
    "${copy[@]}" --inplace "$private/nginx.conf" "$server:$DEPLOY_NGINX_CONF"
    "${ssh[@]}" "$server" "$DEPLOY_RELOAD_COMMAND"
  fi
}

upload_ftp() {
  require DEPLOY_HOST DEPLOY_USER DEPLOY_PATH FTP_PASSWORD
  local address="$DEPLOY_HOST"
  [[ "$address" == *://* ]] || address="ftp://$address"
  local target="${DEPLOY_PATH%/}"
  # The password reaches lftp through its environment, never its command line. A hashed file's
  # name changes with its content, so under assets/ a file of the same name is not sent again.
  LFTP_PASSWORD="$FTP_PASSWORD" lftp -c "
    set cmd:fail-exit yes
    set ftp:ssl-force yes
    set ftp:ssl-protect-data yes
    set ftp:list-options -a
    set net:max-retries 3
    set net:timeout 30
    open --env-password -u \"$DEPLOY_USER\" \"$address\"
    mirror --reverse --verbose --no-perms --parallel=4 --ignore-time \"$site/assets\" \"$target/assets\"
    mirror --reverse --verbose --no-perms --parallel=4 --delete --exclude ^assets/ --exclude ^\\.well-known/ --exclude ^cgi-bin/ \"$site\" \"$target\"
    mirror --reverse --verbose --no-perms --delete --ignore-time \"$site/assets\" \"$target/assets\"
  "
}

[[ -f "$site/index.html" ]] || fail "$site/index.html is missing: run npm run build first"
case "${DEPLOY_METHOD:-}" in
  rsync) upload_rsync ;;
  ftp) upload_ftp ;;
  *) fail "DEPLOY_METHOD must be rsync or ftp, not '${DEPLOY_METHOD:-}'" ;;
esac
echo "upload: $site is on the server ($DEPLOY_METHOD)"
