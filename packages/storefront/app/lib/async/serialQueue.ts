/** Runs tasks one after the other, each once the one before has settled (resolved or failed). */
export interface SerialQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Forgets the tasks still waiting their turn (tests start every case afresh). */
  reset(): void;
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(task) {
      const next = tail.then(task, task);
      tail = next.catch(() => undefined);
      return next;
    },
    reset() {
      tail = Promise.resolve();
    },
  };
}
