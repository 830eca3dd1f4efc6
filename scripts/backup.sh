#!/usr/bin/env bash
# Backs up ProClub's data into one file (docs/DEPLOY.md, "Backups").
#   PostgreSQL (DATABASE_URL set): pg_dump custom format. Uploads are rows of stored_files, so they are in it
#     (with S3, back the bucket up with the provider's tools as well).
#   Embedded database (no DATABASE_URL): a tar.gz of DATA_DIR (database and uploads). PGlite has no online
#     backup, so the server must be stopped; the script refuses while proclub.lock names a live process.
# Usage: scripts/backup.sh [output-directory]   (default ./backups). Prints the file it wrote.
set -euo pipefail

out_dir="${1:-backups}"
mkdir -p "$out_dir"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"

if [[ -n "${DATABASE_URL:-}" ]]; then
  file="$out_dir/proclub-$stamp.dump"
  # --no-owner/--no-acl: restorable into a database owned by another role (a new server, a staging copy).
  pg_dump --format=custom --no-owner --no-acl --file="$file.partial" "$DATABASE_URL"
  mv "$file.partial" "$file"
else
  data_dir="${DATA_DIR:-.data}"
  if [[ ! -d "$data_dir" ]]; then
    echo "backup: no data directory at $data_dir (set DATA_DIR, or DATABASE_URL for PostgreSQL)" >&2
    exit 1
  fi
  lock="$data_dir/proclub.lock"
  if [[ -f "$lock" ]] && kill -0 "$(cat "$lock")" 2>/dev/null; then
    echo "backup: the server (PID $(cat "$lock")) is running on $data_dir; stop it first (the embedded database has no online backup)" >&2
    exit 1
  fi
  file="$out_dir/proclub-$stamp.tar.gz"
  tar --create --gzip --file="$file.partial" --exclude=./proclub.lock --directory="$data_dir" .
  mv "$file.partial" "$file"
fi
echo "$file"
