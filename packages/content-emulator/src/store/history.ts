import type { StoredDocument } from './documents.js';
import type { JournalEntry } from './journal.js';

/** Who the history and the listener name as the author of every change: the one local editor. */
export const EDITOR_ID = 'treize-editor';

/**
 * How many committed transactions the emulator remembers, newest kept. Each holds references to the
 * revisions it wrote (shared with the next transaction's "before"), so memory grows with this
 * number times the size of the documents edited, never with the age of the process.
 */
export const HISTORY_LIMIT = 1_000;

/** One committed transaction as the history and the listener's resume read it back. */
export interface TransactionRecord {
  id: string;
  timestamp: string;
  author: string;
  /** The mutations as they applied, each with the document it applied to, in the order given. */
  mutations: { id: string; mutation: Record<string, Record<string, unknown>> }[];
  /** Each document the transaction touched, before and after (undefined: absent). */
  documents: {
    id: string;
    before: StoredDocument | undefined;
    after: StoredDocument | undefined;
  }[];
}

/**
 * A transaction read back from the journal at start: the journal keeps the documents written, not
 * the mutations sent, so each write is told as the whole document it left (or its deletion).
 */
export function recordOfEntry(
  entry: JournalEntry,
  before: Map<string, StoredDocument | undefined>,
): TransactionRecord {
  const after = new Map<string, StoredDocument | undefined>(
    entry.delete.map((id) => [id, undefined]),
  );
  for (const doc of entry.put) after.set(doc._id, doc);
  return {
    id: entry.transactionId,
    timestamp: entry.time,
    author: EDITOR_ID,
    mutations: [...after].map(([id, doc]) => {
      const mutation: Record<string, Record<string, unknown>> = doc
        ? { createOrReplace: doc }
        : { delete: { id } };
      return { id, mutation };
    }),
    documents: [...after].map(([id, doc]) => ({ id, before: before.get(id), after: doc })),
  };
}

/** A document's state as of some point: found (possibly absent: deleted or not yet created), or not known. */
type Known = { state: StoredDocument | undefined } | undefined;

/**
 * The last {@link HISTORY_LIMIT} transactions, oldest first. Older ones are forgotten: a revision or
 * a position older than the oldest kept is unknown, and callers answer as for an unknown id.
 */
export class TransactionHistory {
  readonly #limit: number;
  #records: TransactionRecord[] = [];
  readonly #byId = new Map<string, TransactionRecord>();
  #fromOrigin = true;

  constructor(limit = HISTORY_LIMIT) {
    this.#limit = limit;
  }

  add(record: TransactionRecord): void {
    this.#records.push(record);
    this.#byId.set(record.id, record);
    // A full history may have lost older transactions, here or folded away before a restart.
    if (this.#records.length >= this.#limit) this.#fromOrigin = false;
    if (this.#records.length > this.#limit) {
      const dropped = this.#records.splice(0, this.#records.length - this.#limit);
      for (const old of dropped) this.#byId.delete(old.id);
    }
  }

  /** True while the kept transactions are every one the dataset ever had (none forgotten). */
  get fromOrigin(): boolean {
    return this.#fromOrigin;
  }

  /** The newest kept transaction. */
  latest(): TransactionRecord | undefined {
    return this.#records.at(-1);
  }

  get(transactionId: string): TransactionRecord | undefined {
    return this.#byId.get(transactionId);
  }

  has(transactionId: string): boolean {
    return this.#byId.has(transactionId);
  }

  /** Transactions after `transactionId`, oldest first; undefined when that transaction is not kept. */
  after(transactionId: string): TransactionRecord[] | undefined {
    const record = this.#byId.get(transactionId);
    if (!record) return undefined;
    return this.#records.slice(this.#records.indexOf(record) + 1);
  }

  /** Every kept transaction, oldest first. */
  all(): TransactionRecord[] {
    return [...this.#records];
  }

  /** Kept transactions that touched any of `ids`, oldest first. */
  touching(ids: ReadonlySet<string>): TransactionRecord[] {
    return this.#records.filter((record) => record.documents.some((doc) => ids.has(doc.id)));
  }

  /** The document as a transaction left it: the revision whose `_rev` is `revision`. */
  atRevision(id: string, revision: string, current: StoredDocument | undefined): Known {
    if (current?._rev === revision) return { state: current };
    const record = this.#byId.get(revision);
    if (!record) return undefined;
    const touched = record.documents.find((doc) => doc.id === id);
    if (touched) return { state: touched.after };
    // The transaction left this document alone: it was as the last earlier change left it.
    return this.atTime(id, record.timestamp, current);
  }

  /**
   * The document as it was at `time`: what the last change at or before then left, else the state
   * before the first later change (or the present one), valid when it was written at or before `time`.
   */
  atTime(id: string, time: string, current: StoredDocument | undefined): Known {
    const at = Date.parse(time);
    let candidate: StoredDocument | undefined = current;
    for (let index = this.#records.length - 1; index >= 0; index--) {
      const record = this.#records[index]!;
      const touched = record.documents.find((doc) => doc.id === id);
      if (!touched) continue;
      if (Date.parse(record.timestamp) <= at) return { state: touched.after };
      candidate = touched.before;
    }
    if (candidate === undefined) return undefined;
    const written = candidate._updatedAt ?? candidate._createdAt;
    return written === undefined || Date.parse(written) <= at ? { state: candidate } : undefined;
  }

  /** The present document, or the last state a kept transaction deleted it from. */
  lastRevision(id: string, current: StoredDocument | undefined): StoredDocument | undefined {
    if (current) return current;
    for (let index = this.#records.length - 1; index >= 0; index--) {
      const touched = this.#records[index]!.documents.find((doc) => doc.id === id);
      if (touched?.before) return touched.before;
    }
    return undefined;
  }
}
