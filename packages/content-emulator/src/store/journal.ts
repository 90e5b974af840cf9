import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { StoredDocument } from './documents.js';

/** One acknowledged transaction: the documents it wrote (whole) and the ids it deleted. */
export interface JournalEntry {
  transactionId: string;
  time: string;
  put: StoredDocument[];
  delete: string[];
}

const SNAPSHOT = 'documents.json';
const JOURNAL = 'journal.ndjson';

function fsyncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Durable storage of a dataset as a snapshot plus a write-ahead journal.
 *
 * Every transaction is appended to `journal.ndjson` as one line and fsynced *before* the HTTP answer
 * is sent, so an acknowledged mutation survives a SIGKILL or a power cut. At start-up the snapshot
 * is loaded, the journal replayed (a torn last line, from a crash mid-write, was never acknowledged
 * and is dropped), and the result written back as a new snapshot with write-temp, fsync, rename,
 * fsync-directory; only then is the journal emptied.
 */
export class Journal {
  readonly #dir: string;
  #fd: number | undefined;

  constructor(dir: string) {
    this.#dir = dir;
    mkdirSync(dir, { recursive: true });
  }

  /** True when no dataset was ever written here (first start: load the seed). */
  isEmpty(): boolean {
    return !existsSync(join(this.#dir, SNAPSHOT)) && !existsSync(join(this.#dir, JOURNAL));
  }

  /**
   * Reads the snapshot and replays the journal; `replayed` hears each transaction with the documents
   * it touched as they were just before it (the history keeps them across a restart).
   */
  load(
    replayed?: (entry: JournalEntry, before: Map<string, StoredDocument | undefined>) => void,
  ): Map<string, StoredDocument> {
    const documents = new Map<string, StoredDocument>();
    const snapshotPath = join(this.#dir, SNAPSHOT);
    if (existsSync(snapshotPath)) {
      for (const doc of JSON.parse(readFileSync(snapshotPath, 'utf8')) as StoredDocument[])
        documents.set(doc._id, doc);
    }
    const journalPath = join(this.#dir, JOURNAL);
    if (existsSync(journalPath)) {
      for (const line of readFileSync(journalPath, 'utf8').split('\n')) {
        const entry = parseLine(line);
        if (!entry) continue;
        if (replayed) {
          const before = new Map<string, StoredDocument | undefined>();
          for (const id of [...entry.delete, ...entry.put.map((doc) => doc._id)])
            before.set(id, documents.get(id));
          replayed(entry, before);
        }
        for (const id of entry.delete) documents.delete(id);
        for (const doc of entry.put) documents.set(doc._id, doc);
      }
    }
    return documents;
  }

  /** Writes the whole dataset as the new snapshot and empties the journal. */
  compact(documents: Iterable<StoredDocument>): void {
    this.close();
    const temp = join(this.#dir, `${SNAPSHOT}.tmp`);
    const fd = openSync(temp, 'w');
    try {
      writeSync(fd, JSON.stringify([...documents]));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, join(this.#dir, SNAPSHOT));
    fsyncDirectory(this.#dir);
    rmSync(join(this.#dir, JOURNAL), { force: true });
    fsyncDirectory(this.#dir);
  }

  /** Appends one transaction and returns once it is on disk. */
  append(entry: JournalEntry): void {
    if (this.#fd === undefined) {
      this.#fd = openSync(join(this.#dir, JOURNAL), 'a');
      fsyncDirectory(this.#dir);
    }
    writeSync(this.#fd, `${JSON.stringify(entry)}\n`);
    fsyncSync(this.#fd);
  }

  close(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
  }
}

function parseLine(line: string): JournalEntry | undefined {
  if (line.trim() === '') return undefined;
  try {
    return JSON.parse(line) as JournalEntry;
  } catch {
    return undefined;
  }
}
