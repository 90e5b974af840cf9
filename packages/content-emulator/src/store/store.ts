import type { StoredDocument } from './documents.js';
import { isDraftId, isPublicId, toPublishedId } from './documents.js';
import { EDITOR_ID, TransactionHistory, type TransactionRecord } from './history.js';
import type { Journal, JournalEntry } from './journal.js';

/** One committed transaction, each document it touched before and after (undefined: absent). */
export interface Change {
  entry: JournalEntry;
  /** The transaction's mutations, each with the document it applied to, in the order given. */
  mutations: { id: string; mutation: Record<string, Record<string, unknown>> }[];
  documents: {
    id: string;
    before: StoredDocument | undefined;
    after: StoredDocument | undefined;
  }[];
}

/** The perspectives of the Content Lake; `previewDrafts` is the old name of `drafts`. */
export type Perspective = 'published' | 'drafts' | 'raw';

/** The documents one reader sees, indexed for dereferencing and type filters. */
export interface View {
  documents: StoredDocument[];
  byId: Map<string, StoredDocument>;
  byType: Map<string, StoredDocument[]>;
  /** Equality indexes by attribute path (`slug.current`), built on first use, dropped with the view. */
  byField: Map<string, Map<unknown, StoredDocument[]>>;
}

function indexView(documents: StoredDocument[]): View {
  const byId = new Map<string, StoredDocument>();
  const byType = new Map<string, StoredDocument[]>();
  for (const doc of documents) {
    byId.set(doc._id, doc);
    const ofType = byType.get(doc._type);
    if (ofType) ofType.push(doc);
    else byType.set(doc._type, [doc]);
  }
  return { documents, byId, byType, byField: new Map() };
}

/**
 * The dataset in memory, written through a journal. Views per perspective are built once and kept
 * until the next transaction, so a query costs its own evaluation, not a copy of the dataset.
 */
export class Store {
  readonly #documents: Map<string, StoredDocument>;
  readonly #journal: Journal;
  readonly #views = new Map<string, View>();
  readonly #present: (doc: StoredDocument) => StoredDocument;
  #writing: Promise<unknown> = Promise.resolve();
  readonly #listeners = new Set<(change: Change) => void>();
  /** The transactions committed recently (bounded), for the history API and listener resume. */
  readonly history = new TransactionHistory();

  /**
   * @param present - how a stored document is shown to readers (the server uses it to point asset
   *   `url`s at its own address, which changes with the port).
   */
  constructor(
    journal: Journal,
    documents: Map<string, StoredDocument>,
    present: (doc: StoredDocument) => StoredDocument = (doc) => doc,
    recorded: TransactionRecord[] = [],
  ) {
    this.#journal = journal;
    this.#documents = documents;
    this.#present = present;
    for (const record of recorded) this.history.add(record);
  }

  /** A stored document as readers see it (asset urls on this server's address). */
  present(doc: StoredDocument): StoredDocument {
    return this.#present(doc);
  }

  /** A recorded transaction as listeners are told it, with documents as readers see them. */
  changeOf(record: TransactionRecord): Change {
    const put: StoredDocument[] = [];
    const deleted: string[] = [];
    for (const { id, after } of record.documents) {
      if (after) put.push(after);
      else deleted.push(id);
    }
    return {
      entry: { transactionId: record.id, time: record.timestamp, put, delete: deleted },
      mutations: record.mutations,
      documents: record.documents.map(({ id, before, after }) => ({
        id,
        before: before && this.#present(before),
        after: after && this.#present(after),
      })),
    };
  }

  get(id: string): StoredDocument | undefined {
    return this.#documents.get(id);
  }

  get size(): number {
    return this.#documents.size;
  }

  all(): IterableIterator<StoredDocument> {
    return this.#documents.values();
  }

  /**
   * Runs one writer at a time: a transaction reads, computes and commits without another
   * transaction committing in between, so no update is lost.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#writing.then(work, work);
    this.#writing = run.catch(() => undefined);
    return run;
  }

  /** Persists a transaction, then makes it visible. Throws (changing nothing) if the disk write fails. */
  commit(entry: JournalEntry, mutations: Change['mutations'] = []): void {
    this.#journal.append(entry);
    const previous = new Map<string, StoredDocument | undefined>();
    for (const id of entry.delete) previous.set(id, this.#documents.get(id));
    for (const doc of entry.put) previous.set(doc._id, this.#documents.get(doc._id));
    for (const id of entry.delete) this.#documents.delete(id);
    for (const doc of entry.put) this.#documents.set(doc._id, doc);
    this.#views.clear();
    const record: TransactionRecord = {
      id: entry.transactionId,
      timestamp: entry.time,
      author: EDITOR_ID,
      mutations,
      documents: [...previous].map(([id, before]) => ({
        id,
        before,
        after: this.#documents.get(id),
      })),
    };
    this.history.add(record);
    const change = this.changeOf(record);
    for (const listener of this.#listeners) listener(change);
  }

  /** Calls `listener` after every committed transaction (the listen endpoint streams them). */
  subscribe(listener: (change: Change) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * The documents a reader sees. `published` hides drafts; `drafts` overlays `drafts.<id>` over
   * `<id>` (keeping the draft's id in `_originalId`, as Sanity does) so references resolve to drafts;
   * `raw` is everything. Anonymous readers never see ids with a dot.
   */
  view(perspective: Perspective, authenticated: boolean): View {
    const key = `${perspective}:${authenticated}`;
    const cached = this.#views.get(key);
    if (cached) return cached;
    const visible = [...this.#documents.values()]
      .filter((doc) => authenticated || isPublicId(doc._id))
      .map(this.#present);
    let documents: StoredDocument[];
    if (perspective === 'raw') documents = visible;
    else if (perspective === 'published') documents = visible.filter((doc) => !isDraftId(doc._id));
    else documents = overlayDrafts(visible);
    const view = indexView(documents);
    this.#views.set(key, view);
    return view;
  }
}

function overlayDrafts(documents: StoredDocument[]): StoredDocument[] {
  const merged = new Map<string, StoredDocument>();
  for (const doc of documents) {
    if (isDraftId(doc._id)) continue;
    merged.set(doc._id, doc);
  }
  for (const doc of documents) {
    if (!isDraftId(doc._id)) continue;
    const id = toPublishedId(doc._id);
    merged.set(id, { ...doc, _id: id, _originalId: doc._id });
  }
  return [...merged.values()];
}
