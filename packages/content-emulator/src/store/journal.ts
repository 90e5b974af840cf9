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
 * and is dropped), and the result written back: the snapshot holds the dataset as it was before the
 * last `keep` transactions, and the journal those transactions alone, each file replaced with
 * write-temp, fsync, rename, fsync-directory. The history of recent transactions (and a listener's
 * resume from one of them) so survives any number of restarts, while the journal stays bounded.
 */
export class Journal {
  readonly #dir: string;
  #fd: number | undefined;
  /** What {@link load} read: the dataset before the last kept transactions, and those transactions. */
  #loaded: { base: Map<string, StoredDocument>; tail: JournalEntry[] } | undefined;

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
   * it touched as they were just before it (the history keeps them across a restart). The last
   * `keep` transactions stay in the journal at the next {@link compact}.
   */
  load(
    replayed?: (entry: JournalEntry, before: Map<string, StoredDocument | undefined>) => void,
    keep = 0,
  ): Map<string, StoredDocument> {
    const documents = new Map<string, StoredDocument>();
    const snapshotPath = join(this.#dir, SNAPSHOT);
    if (existsSync(snapshotPath)) {
      for (const doc of JSON.parse(readFileSync(snapshotPath, 'utf8')) as StoredDocument[])
        documents.set(doc._id, doc);
    }
    const journalPath = join(this.#dir, JOURNAL);
    const entries = existsSync(journalPath)
      ? readFileSync(journalPath, 'utf8')
          .split('\n')
          .map(parseLine)
          .filter((entry) => entry !== undefined)
      : [];
    const firstKept = Math.max(0, entries.length - keep);
    let base: Map<string, StoredDocument> | undefined;
    for (const [index, entry] of entries.entries()) {
      if (index === firstKept) base = new Map(documents);
      if (replayed) {
        const before = new Map<string, StoredDocument | undefined>();
        for (const id of [...entry.delete, ...entry.put.map((doc) => doc._id)])
          before.set(id, documents.get(id));
        replayed(entry, before);
      }
      for (const id of entry.delete) documents.delete(id);
      for (const doc of entry.put) documents.set(doc._id, doc);
    }
    // With nothing to keep, the snapshot is the whole dataset.
    base ??= new Map(documents);
    this.#loaded = { base, tail: entries.slice(firstKept) };
    return documents;
  }

  /**
   * Writes the dataset as the new snapshot and empties the journal; with no dataset given, writes
   * back what {@link load} read, keeping its last transactions in the journal.
   */
  compact(documents?: Iterable<StoredDocument>): void {
    this.close();
    const base = documents ?? this.#loaded?.base.values() ?? [];
    const tail = documents ? [] : (this.#loaded?.tail ?? []);
    this.#loaded = undefined;
    this.#replace(SNAPSHOT, JSON.stringify([...base]));
    if (tail.length === 0) rmSync(join(this.#dir, JOURNAL), { force: true });
    else this.#replace(JOURNAL, tail.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
    fsyncDirectory(this.#dir);
  }

  /** Replaces one file whole: a crash leaves either the old file or the new one. */
  #replace(name: string, text: string): void {
    const temp = join(this.#dir, `${name}.tmp`);
    const fd = openSync(temp, 'w');
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, join(this.#dir, name));
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
