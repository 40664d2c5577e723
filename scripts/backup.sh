#!/usr/bin/env bash
# Scheduled backup (cron, systemd timer): one `npm run backup` into BACKUP_DIR, then backups older than KEEP_DAYS
# (default 14) removed. Same environment as the server: DATABASE_URL for PostgreSQL (pg_dump -Fc), or the running
# embedded server's ADMIN_PASSWORD (and SERVER_URL/PORT). A failed backup exits non-zero (cron mails it) and prunes
# nothing. docs/operations.md.
#   15 3 * * *  cd /srv/sabong && BACKUP_DIR=/var/backups/sabong DATABASE_URL=... scripts/backup.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export BACKUP_DIR="${BACKUP_DIR:-$PWD/backups}"
npm run --silent backup
find "$BACKUP_DIR" -maxdepth 1 -name 'sabong-*' -type f -mtime "+${KEEP_DAYS:-14}" -print -delete
