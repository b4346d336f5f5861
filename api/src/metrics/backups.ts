import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_BACKUP_DIR } from '../backup/backup';
import { isBackupFolder, readManifest } from '../backup/manifest';
import { replaceGauge } from './replace-gauge';

/** The folder `npm run backup` writes to (BACKUP_DIR, as the backup command resolves it). */
export const backupDirFromEnv = (env: NodeJS.ProcessEnv) =>
  path.resolve(env.BACKUP_DIR || DEFAULT_BACKUP_DIR);

/** The newest complete backup's creation time in Unix seconds; 0 when the folder holds none. */
async function newestBackupTime(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  // Folder names sort by time, and a folder has its name only once the backup is whole.
  const newest = entries
    .filter((entry) => entry.isDirectory() && isBackupFolder(entry.name))
    .map((entry) => entry.name)
    .sort()
    .at(-1);
  if (!newest) return 0;
  const { createdAt } = await readManifest(path.join(dir, newest));
  return Date.parse(createdAt) / 1000;
}

/**
 * The age of the backups as Prometheus sees it (the alert 'backup older than
 * 26 h'): the newest backup in `dir`, read at scrape time from what the
 * backup command leaves (its folder and manifest), not from a note the
 * command would have to remember to write. A timestamp, not an age: the rule
 * subtracts it from `time()`. None at all is 0 (an age of decades: the alert
 * fires); an unreadable folder or manifest is NaN, never a reassuring time.
 * Where the API does not see the backups' volume (Kubernetes: the CronJob's
 * claim), it reports 0 and the rule takes the CronJob's last success from
 * kube-state-metrics instead (deploy/observability/README.md).
 */
export function observeBackups(dir: string): void {
  replaceGauge({
    name: 'backup_newest_timestamp_seconds',
    help: 'Creation time (Unix seconds) of the newest complete backup in BACKUP_DIR, from its manifest; 0 when there is none.',
    async collect() {
      this.set(await newestBackupTime(dir).catch(() => NaN));
    },
  });
}
