import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

interface Holder {
  pid: number;
  hostname: string;
  command: string;
  started_at: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

/** Lock files this process holds now. */
const heldHere = new Set<string>();

/**
 * Takes the exclusive lock on an embedded data directory. PGlite corrupts a directory
 * that two processes open at once, so a second process gets a clear error naming the
 * holder. A lock left by a process that no longer runs (killed with -9) is taken over.
 */
export function lockDataDir(dataDir: string, command: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'caretaker.lock');
  const me: Holder = { pid: process.pid, hostname: os.hostname(), command, started_at: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      heldHere.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        const holder = readHolder(file);
        if (holder?.pid === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      const sameHost = holder === undefined || holder.hostname === os.hostname();
      // A lock naming this process that it does not hold was left by an earlier process with
      // the same pid (containers restart with the same pids): stale, not held by a live process.
      const stale = sameHost && holder?.pid === process.pid && !heldHere.has(file);
      if (holder !== undefined && !stale && (!sameHost || isAlive(holder.pid))) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by "caretaker ${holder.command}" ` +
            `(pid ${holder.pid} on ${holder.hostname}, since ${holder.started_at}). ` +
            'Stop that process first, or set DATABASE_URL to use a PostgreSQL server that several processes can share. ' +
            `If you are sure no process uses the directory (its host is gone), delete ${file}.`,
        );
      }
      // The holder is gone (or the file is unreadable half-written junk): take over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dataDir}; another process keeps taking it.`);
}
