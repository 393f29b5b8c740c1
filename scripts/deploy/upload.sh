#!/usr/bin/env bash
# Uploads the built site (build/client, or $BUILD_DIR/client) to the shop's web host. Run by
# .github/workflows/upload.yml, in a job that installs nothing, on the build another job made, with
# its settings in the environment:
#
# DEPLOY_METHOD=rsync: over SSH into DEPLOY_PATH on DEPLOY_HOST, as DEPLOY_USER, with the private
#   key DEPLOY_SSH_KEY, trusting only the host keys in DEPLOY_KNOWN_HOSTS (port DEPLOY_PORT, else
#   22). With nginx (DEPLOY_NGINX_CONF set), the server runs this repository's configuration, which
#   root installed at DEPLOY_NGINX_CONF with the lines DEPLOY_NGINX_SERVER (listen, server_name,
#   certificates), DEPLOY_PATH as its root and DEPLOY_NGINX_POLICIES as its policies
#   (scripts/deploy/nginx-site.ts): the upload checks that it is this version's and writes only
#   DEPLOY_NGINX_POLICIES, the pages' policies. Before any page changes, nginx reloads policies
#   that allow both the previous and this build's inline scripts; once the pages are in place, this
#   build's alone. DEPLOY_NGINX_TEST_COMMAND must accept each before DEPLOY_RELOAD_COMMAND runs.
# DEPLOY_METHOD=ftp: with lftp over FTP with TLS into DEPLOY_PATH on DEPLOY_HOST (a name, or an
#   address such as ftps://host:990), as DEPLOY_USER with FTP_PASSWORD.
#
# Every file goes, hidden ones (.htaccess) and those starting with "_" included, and files the
# build no longer has are deleted, but only in a folder marked as the shop's by the file
# .upohar-site, at most DEPLOY_MAX_DELETE of them (500 unless set), and never the host's own
# .well-known/ (certificates) and cgi-bin/ nor a folder at the top that no upload of the shop put
# there (another site's): each upload lists its own in the mark. The first upload into a folder
# writes the mark only with DEPLOY_FIRST_UPLOAD=yes, only where no other site lives (no folder,
# link or file at the top that the build lacks), and deletes nothing. The new hashed scripts and
# styles under assets/ go first and the old ones are deleted last, so a page a shopper opens
# during the upload never names a file that is not there.
set -euo pipefail

site="${BUILD_DIR:-build}/client"
here="$(dirname "${BASH_SOURCE[0]}")"
marker=".upohar-site"
hosts_own=(".well-known" "cgi-bin")
# Files a host keeps at the top of a web root, which a first upload may find there.
hosts_own_files=(".ftpquota" "error_log")

# nginx-site.ts is TypeScript: Node 22.18 and later run it as it is (the upload job's Node 24, which
# installs no package); an older Node, as on a computer of Node 20, through the project's tsx.
if node -e 'process.exit(process.features.typescript ? 0 : 1)' 2>/dev/null; then
  typescript_node=(node)
else
  typescript_node=(node --import tsx)
fi

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

# Each setting is pasted into rsync's, ssh's or lftp's command lines: only what a name, a number or
# a path of plain characters can hold is taken.
name_part='[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?'
host_name="$name_part(\.$name_part)*"
path_part='[A-Za-z0-9_][A-Za-z0-9._-]*'

check() {
  local name="$1" pattern="$2" what="$3"
  [[ "${!name}" =~ ^($pattern)$ ]] || fail "$name must be $what, not '${!name}'"
}

check_path() {
  check DEPLOY_PATH "/?$path_part(/$path_part)*/?" \
    "the web root as a path of letters, digits and / . _ - (public_html, /var/www/upohar), without . .. or ~"
  local path="${DEPLOY_PATH%/}"
  # Folders that hold other sites, or a whole system: the shop gets a folder of its own inside them.
  if [[ "$path" =~ ^/[^/]+$ || "$path" =~ ^/home/[^/]+$ ||
    "$path" =~ ^/(var/www|srv/www|srv/http|usr/share/nginx)$ ]]; then
    fail "DEPLOY_PATH '$DEPLOY_PATH' holds more than one site: give the shop a folder of its own (/var/www/upohar)"
  fi
}

check_common() {
  check_path
  max_delete="${DEPLOY_MAX_DELETE:-500}"
  [[ "$max_delete" =~ ^(0|[1-9][0-9]*)$ ]] ||
    fail "DEPLOY_MAX_DELETE must be a number, not '$max_delete'"
}

# The top of the build: what a marked folder may hold besides the host's own folders.
build_folders() {
  find "$site" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort
}

build_top_files() {
  find "$site" -mindepth 1 -maxdepth 1 ! -type d -printf '%f\n' | sort
}

# Given what listing the web root's top printed (one name a line, folders ending in /, links in
# @), or that it could not be listed (a folder not made yet, or not reachable), sets `marked`,
# `top_folders`, `top_links` and `top_files`.
read_top() {
  local listed="$1" listing="$2" entry name
  listing_failed=""
  [[ "$listed" == yes ]] || listing_failed="$listing"
  marked=no
  top_folders=()
  top_links=()
  top_files=()
  [[ "$listed" == yes ]] || return 0
  while IFS= read -r entry; do
    [[ -n "$entry" && ! "$entry" =~ ^\.\.?/?$ ]] || continue
    [[ "$entry" == "$marker" ]] && marked=yes
    name="${entry%[/@]}"
    [[ "$name" =~ ^[A-Za-z0-9._@+-]+$ ]] ||
      fail "DEPLOY_PATH holds '$name', a name this upload cannot keep apart safely: move it"
    case "$entry" in
      */) top_folders+=("$name") ;;
      *@) top_links+=("$name") ;;
      *) top_files+=("$name") ;;
    esac
  done <<<"$listing"
}

# Given the mark's text (empty without one), sets `other_folders`: folders at the top that neither
# the build, the host nor an earlier upload of the shop has, another site's. A link at the top is
# never the shop's (the build makes none): it is another's, as a folder would be.
sort_folders() {
  local mark_text="$1" folder known
  known="$(printf '%s\n' "${hosts_own[@]}" && build_folders && sed -n 's/^folder: //p' <<<"$mark_text")"
  other_folders=()
  for folder in "${top_folders[@]}"; do
    grep -qxF -- "$folder" <<<"$known" || other_folders+=("$folder")
  done
  other_links=("${top_links[@]}")
}

# Decides what this upload may delete: sets `first` (yes when it writes the mark, and deletes nothing).
decide() {
  local others="${other_folders[*]/%//}${other_links[*]:+ ${other_links[*]/%/@}}"
  others="${others# }"
  first=no
  if [[ "$marked" == yes ]]; then
    [[ -z "$others" ]] || echo "upload: left alone, not the shop's: ${others// /, }"
    return
  fi
  [[ "${DEPLOY_FIRST_UPLOAD:-}" == yes ]] ||
    fail "DEPLOY_PATH '$DEPLOY_PATH' has no $marker, so nothing says it is the shop's folder${listing_failed:+ (it could not be listed: $listing_failed)}. Check it; for the first upload into it, run the workflow by hand with 'First upload into this folder' ticked"
  [[ -z "$others" ]] ||
    fail "DEPLOY_PATH '$DEPLOY_PATH' holds folders the shop does not have (${others// /, }): another site lives there. Give the shop a folder of its own"
  # Once marked, the next upload deletes every file at the top that the build lacks.
  local file known strangers=()
  known="$(printf '%s\n' "${hosts_own_files[@]}" && build_top_files)"
  for file in "${top_files[@]}"; do
    grep -qxF -- "$file" <<<"$known" || strangers+=("$file")
  done
  [[ ${#strangers[@]} -eq 0 ]] ||
    fail "DEPLOY_PATH '$DEPLOY_PATH' holds files the shop does not have ($(printf '%s, ' "${strangers[@]}" | sed 's/, $//')): another site, or an older one, lives there. Move them, or give the shop a folder of its own"
  first=yes
  echo "upload: the first upload into $DEPLOY_PATH: nothing is deleted, and $marker marks it as the shop's"
}

refuse_too_many() {
  local count="$1"
  if ((count > max_delete)); then
    fail "this upload would delete $count files and folders on the server, more than DEPLOY_MAX_DELETE ($max_delete): check DEPLOY_PATH; if the build really dropped that many, set DEPLOY_MAX_DELETE higher for one upload"
  fi
  echo "upload: $count files and folders the build no longer has are deleted"
}

# The mark names the folders this upload put at the top, so that the next one deletes those the
# build has dropped and leaves every other folder alone.
write_marker() {
  {
    echo "The Upohar shop's web root: scripts/deploy/upload.sh uploads the shop here and deletes what its build no longer has."
    echo "Delete this file, and it uploads here no more until told it is a first upload."
    build_folders | sed 's/^/folder: /'
  } >"$private/$marker"
}

upload_rsync() {
  require DEPLOY_HOST DEPLOY_USER DEPLOY_PATH DEPLOY_SSH_KEY DEPLOY_KNOWN_HOSTS
  check_common
  check DEPLOY_HOST "$host_name" "the server's name or address (shop.example.com)"
  check DEPLOY_USER '[A-Za-z_][A-Za-z0-9._-]*' "the SSH user's name"
  local port="${DEPLOY_PORT:-22}"
  [[ "$port" =~ ^[1-9][0-9]{0,4}$ ]] && ((port <= 65535)) ||
    fail "DEPLOY_PORT must be a port number, not '$port'"
  # Global, for the trap that deletes it: the key never outlives the upload.
  private="$(mktemp -d)"
  trap 'rm -rf "$private"' EXIT
  printf '%s\n' "$DEPLOY_SSH_KEY" >"$private/key"
  chmod 600 "$private/key"
  printf '%s\n' "$DEPLOY_KNOWN_HOSTS" >"$private/known_hosts"
  local nginx=no
  if [[ -n "${DEPLOY_NGINX_CONF:-}" ]]; then
    nginx=yes
    require DEPLOY_NGINX_POLICIES DEPLOY_NGINX_SERVER DEPLOY_NGINX_TEST_COMMAND DEPLOY_RELOAD_COMMAND
    check DEPLOY_NGINX_CONF "/$path_part(/$path_part)*" \
      "the full path of the file nginx includes (/etc/nginx/conf.d/upohar.conf)"
    check DEPLOY_NGINX_POLICIES "/$path_part(/$path_part)*" \
      "the full path of the policies file (/etc/nginx/upohar/policies.conf)"
    # Before anything is uploaded, so that settings nginx cannot use change nothing on the server.
    "${typescript_node[@]}" "$here/nginx-site.ts" site "${BUILD_DIR:-build}/deploy/nginx.conf" >"$private/nginx.conf" ||
      fail "DEPLOY_NGINX_SERVER, DEPLOY_NGINX_POLICIES or DEPLOY_PATH cannot make nginx's configuration (above)"
  fi

  local ssh=(ssh -i "$private/key" -p "$port" -o BatchMode=yes -o IdentitiesOnly=yes
    -o StrictHostKeyChecking=yes -o "UserKnownHostsFile=$private/known_hosts")
  local server="$DEPLOY_USER@$DEPLOY_HOST"
  local target="${DEPLOY_PATH%/}"
  # --checksum: the build writes every file anew, so times say nothing; unchanged files stay.
  local copy=(rsync --recursive --links --perms --times --chmod=D755,F644 --checksum --compress --itemize-changes
    "--rsh=${ssh[*]}")

  local listing listed=yes
  if listing="$(rsync --list-only "--rsh=${ssh[*]}" "$server:$target/" 2>"$private/unlisted")"; then
    # `drwxr-xr-x  4,096 2026/11/27 10:00:00 assets` is the folder `assets/`, and
    # `lrwxrwxrwx  9 2026/11/27 10:00:00 shop` (or `shop -> /srv/shop`) the link `shop@`: the
    # name is what follows rsync's four fixed columns, whatever it holds.
    listing="$(sed -E 's#^(.)[^ ]* +[^ ]+ [^ ]+ [^ ]+ (.*)$#\1 \2#; ta; :a; s#^d (.*)$#\1/#; t; s#^l (.*) -> .*$#\1@#; t; s#^l (.*)$#\1@#; t; s#^. ##' <<<"$listing")"
  else
    listed=no
    listing="$(tail -n 1 "$private/unlisted")"
  fi
  read_top "$listed" "$listing"
  local mark_text=""
  if [[ "$marked" == yes ]]; then
    "${copy[@]}" "$server:$target/$marker" "$private/previous-mark" >/dev/null
    mark_text="$(cat "$private/previous-mark")"
  fi
  sort_folders "$mark_text"
  decide
  local keep=(--filter="P /$marker")
  local folder
  for folder in "${hosts_own[@]}" "${other_folders[@]}"; do keep+=(--filter="P /$folder/"); done
  for folder in "${hosts_own_files[@]}" "${other_links[@]}"; do keep+=(--filter="P /$folder"); done
  local pages=("${copy[@]}" "${keep[@]}")
  if [[ "$first" == no ]]; then
    # --delay-updates puts the changed files in place together at the end, and the deletions follow.
    pages+=(--delete-delay --delay-updates)
    local planned
    planned="$("${pages[@]}" --dry-run "$site/" "$server:$target/")" ||
      fail "the trial run, before anything is deleted, failed (above)"
    refuse_too_many "$(grep -c '^\*deleting' <<<"$planned" || true)"
    pages+=("--max-delete=$max_delete")
  fi

  if [[ "$nginx" == yes ]]; then
    check_nginx_conf
    "${copy[@]}" "$server:$DEPLOY_NGINX_POLICIES" "$private/policies.previous.conf" >/dev/null ||
      fail "DEPLOY_NGINX_POLICIES '$DEPLOY_NGINX_POLICIES' cannot be read on the server: create it once, empty, owned by $DEPLOY_USER, in a folder it cannot write"
    "${typescript_node[@]}" "$here/nginx-site.ts" bridge "${BUILD_DIR:-build}/deploy/nginx-policies.conf" \
      "$private/policies.previous.conf" >"$private/policies.bridge.conf"
    # Before any page changes, so that every page, the previous build's or this one's, keeps its
    # inline scripts whenever a shopper is sent it; if nginx refuses, nothing has changed.
    if ! apply_policies bridge; then
      put_policies previous
      fail "nginx refused or could not reload this build's policies (above): the pages and nginx are as they were"
    fi
  fi
  if [[ -n "$listing_failed" ]]; then
    # A first upload into a folder not made yet: rsync makes the last folder of a path, not two.
    mkdir "$private/empty"
    "${copy[@]}" "$private/empty/" "$server:$target/" >/dev/null
  fi
  if ! { "${copy[@]}" "$site/assets/" "$server:$target/assets/" &&
    "${pages[@]}" "$site/" "$server:$target/"; }; then
    [[ "$nginx" == no ]] ||
      fail "the upload stopped (above); nginx allows both the previous build's pages and this one's until the next upload"
    fail "the upload stopped (above)"
  fi
  write_marker
  "${copy[@]}" "$private/$marker" "$server:$target/$marker" >/dev/null
  if [[ "$nginx" == yes ]] && ! apply_policies final; then
    put_policies bridge
    fail "the pages are this build's, but nginx did not take its policies alone (above): it still allows the previous build's inline scripts too; upload again once nginx is fixed"
  fi
}

# nginx's server configuration is root's, not the SSH user's: a build, even a tampered one, cannot
# change what nginx runs as root. The upload only checks that it is this version's, before anything
# changes, and shows the administrator the file to install when it is not.
check_nginx_conf() {
  local installed="$private/nginx.installed.conf"
  if ! "${copy[@]}" "$server:$DEPLOY_NGINX_CONF" "$installed" >/dev/null ||
    ! cmp -s "$private/nginx.conf" "$installed"; then
    echo "----- $DEPLOY_NGINX_CONF as this version makes it -----"
    cat "$private/nginx.conf"
    echo "----- end of $DEPLOY_NGINX_CONF -----"
    fail "nginx's configuration at DEPLOY_NGINX_CONF '$DEPLOY_NGINX_CONF' is missing or not this version's: as root, install the file shown above there, run nginx -t and reload nginx, then upload again (nothing was changed)"
  fi
}

# Puts the policies file $private/policies.$1.conf in place, in place so that the SSH user needs
# to own that file only.
put_policies() {
  if [[ "$1" == final ]]; then
    "${copy[@]}" --inplace "${BUILD_DIR:-build}/deploy/nginx-policies.conf" "$server:$DEPLOY_NGINX_POLICIES" >/dev/null
  else
    "${copy[@]}" --inplace "$private/policies.$1.conf" "$server:$DEPLOY_NGINX_POLICIES" >/dev/null
  fi
}

# Puts the policies $1 in place and has nginx test and reload them; nginx runs the policies it ran
# before if either fails.
apply_policies() {
  put_policies "$1" && "${ssh[@]}" "$server" "$DEPLOY_NGINX_TEST_COMMAND" &&
    "${ssh[@]}" "$server" "$DEPLOY_RELOAD_COMMAND"
}

upload_ftp() {
  require DEPLOY_HOST DEPLOY_USER DEPLOY_PATH FTP_PASSWORD
  check_common
  check DEPLOY_HOST "(ftps?://)?$host_name(:[0-9]{1,5})?" \
    "the FTP server's name, or an address such as ftps://host:990"
  check DEPLOY_USER '[A-Za-z0-9_][A-Za-z0-9._@+-]*' "the FTP account's name (upohar or upohar@shop.com)"
  local address="$DEPLOY_HOST"
  [[ "$address" == *://* ]] || address="ftp://$address"
  local target="${DEPLOY_PATH%/}"
  # Global, for the trap that deletes it.
  private="$(mktemp -d)"
  trap 'rm -rf "$private"' EXIT

  # The password reaches lftp through its environment, never its command line.
  lftp_session() {
    LFTP_PASSWORD="$FTP_PASSWORD" lftp -c "
      set cmd:fail-exit yes
      set ftp:ssl-force yes
      set ftp:ssl-protect-data yes
      set ftp:list-options -a
      set net:max-retries 3
      set net:timeout 30
      open --env-password -u \"$DEPLOY_USER\" \"$address\"
      $1
    "
  }

  local listing listed=yes
  if ! listing="$(lftp_session "cd \"$target\"; cls -1aF" 2>"$private/unlisted")"; then
    listed=no
    listing="$(tail -n 1 "$private/unlisted")"
  fi
  read_top "$listed" "$listing"
  local mark_text=""
  [[ "$marked" == no ]] || mark_text="$(lftp_session "cat \"$target/$marker\"")"
  sort_folders "$mark_text"
  decide
  local keep=(--exclude "^\\.well-known/" --exclude "^cgi-bin/" --exclude "^\\$marker\$")
  local folder pattern
  for folder in "${other_folders[@]}"; do
    pattern="${folder//./\\.}"
    keep+=(--exclude "^${pattern//+/\\+}/")
  done
  for folder in "${hosts_own_files[@]}" "${other_links[@]}"; do
    pattern="${folder//./\\.}"
    keep+=(--exclude "^${pattern//+/\\+}\$")
  done
  local excluded="${keep[*]}"
  local delete=""
  if [[ "$first" == no ]]; then
    delete="--delete"
    local planned
    planned="$(lftp_session "
      mirror --reverse --dry-run --delete --exclude ^assets/ $excluded \"$site\" \"$target\"
      mirror --reverse --dry-run --delete \"$site/assets\" \"$target/assets\"
    ")" || fail "the trial run, before anything is deleted, failed (above)"
    refuse_too_many "$(grep -c '^rm ' <<<"$planned" || true)"
  fi
  # A hashed file's name changes with its content, so under assets/ a file of the same name is not
  # sent again.
  lftp_session "
    mirror --reverse --verbose --no-perms --parallel=4 --ignore-time \"$site/assets\" \"$target/assets\"
    mirror --reverse --verbose --no-perms --parallel=4 $delete --exclude ^assets/ $excluded \"$site\" \"$target\"
    mirror --reverse --verbose --no-perms $delete --ignore-time \"$site/assets\" \"$target/assets\"
  "
  write_marker
  lftp_session "set xfer:make-backup no; put \"$private/$marker\" -o \"$target/$marker\""
}

[[ -f "$site/index.html" ]] || fail "$site/index.html is missing: run npm run build first"
case "${DEPLOY_METHOD:-}" in
  rsync) upload_rsync ;;
  ftp) upload_ftp ;;
  *) fail "DEPLOY_METHOD must be rsync or ftp, not '${DEPLOY_METHOD:-}'" ;;
esac
echo "upload: $site is on the server ($DEPLOY_METHOD)"
