#!/usr/bin/env bash
# Restores a file written by scripts/backup.sh (docs/DEPLOY.md, "Backups"). Stop every server instance first.
#   *.dump   → DATABASE_URL (pg_restore --clean: the backup's tables replace the database's).
#   *.tar.gz → DATA_DIR, which must be empty or absent (the embedded database and uploads).
# Usage: scripts/restore.sh <backup-file>
set -euo pipefail

file="${1:?usage: scripts/restore.sh <backup-file>}"
[[ -f "$file" ]] || { echo "restore: no file $file" >&2; exit 1; }

case "$file" in
  *.dump)
    : "${DATABASE_URL:?restore: set DATABASE_URL to the database to restore into}"
    pg_restore --clean --if-exists --no-owner --no-acl --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$file"
    ;;
  *.tar.gz)
    data_dir="${DATA_DIR:-.data}"
    if [[ -d "$data_dir" ]] && [[ -n "$(ls -A "$data_dir")" ]]; then
      echo "restore: $data_dir is not empty; move it aside first (the restore never overwrites a data directory)" >&2
      exit 1
    fi
    mkdir -p "$data_dir"
    tar --extract --gzip --file="$file" --directory="$data_dir"
    ;;
  *)
    echo "restore: expected a .dump (PostgreSQL) or .tar.gz (embedded database) file" >&2
    exit 1
    ;;
esac
echo "restored $file"
