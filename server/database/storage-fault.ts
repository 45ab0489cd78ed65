/**
 * Faults of the storage under the database (read-only file or directory, full disk, I/O errors, a lock
 * held by another process), told apart from bugs: they are the operator's to fix, so the server reports
 * them in one line (at start) or as `503 database-unavailable` (while running), never as a stack or 500.
 */
const storageCodes =
  /^(SQLITE_(READONLY|FULL|IOERR|CANTOPEN|BUSY|LOCKED|PERM|NOTADB|CORRUPT)|E(ACCES|PERM|ROFS|NOSPC|DQUOT|NOTDIR|EXIST|ISDIR|IO))/;

export function isStorageFault(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && storageCodes.test(code);
}

/** The server cannot use its data directory; the message names `DATA_DIR` and the reason, in one line. */
export class DataDirectoryError extends Error {
  constructor(dataDir: string, reason: string) {
    super(`DATA_DIR: ${dataDir} ${reason}`);
    this.name = 'DataDirectoryError';
  }
}

/** What went wrong with the data directory, in words an operator acts on. */
export function describeStorageFault(error: Error & { code: string }): string {
  const { code } = error;
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS' || code === 'EACCES' || code === 'EPERM' || code === 'SQLITE_PERM') {
    return `is not writable by this process (${code}): give the server's user write access to the directory and its raider-panel.sqlite files`;
  }
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT')
    return `has no free space left (${code}): free some space on its disk`;
  if (code === 'ENOTDIR' || code === 'EEXIST') return `is not a directory (${code}): point DATA_DIR at a directory`;
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT')
    return `holds a raider-panel.sqlite that is not a usable SQLite database (${code}): restore it from a backup`;
  return `cannot be used (${code}: ${error.message.split('\n')[0]})`;
}
