import type { QaScenario } from '@treize/machines/qa';
import { useCallback, useEffect, useState } from 'react';
import { createActor, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { Button } from '../components/Button/Button.js';
import { CustomEventForm } from './CustomEventForm.js';
import * as styles from './MachineStepper.css.js';
import { InspectableClock } from './InspectableClock.js';

/** Advance step of the "+100 ms" control. */
export const CLOCK_STEP_MS = 100;

interface Run {
  actor: AnyActorRef;
  clock: InspectableClock;
}

function startRun(scenario: QaScenario): Run {
  const clock = new InspectableClock();
  const actor = createActor(scenario.machine, { input: scenario.input, clock });
  clock.attach(actor);
  return { actor, clock };
}

function stateLabel(snapshot: AnyMachineSnapshot): string {
  return typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
}

/** A button label that tells two events of the same type apart by their payload. */
function eventLabel(example: { type: string } & Record<string, unknown>): string {
  const { type, ...payload } = example;
  return Object.keys(payload).length === 0 ? type : `${type} ${JSON.stringify(payload)}`;
}

export interface MachineStepperProps {
  scenario: QaScenario;
}

/**
 * Steps through one machine with no network and no real time: shows the state value and
 * context, one button per event the machine accepts now (`snapshot.can`), and the pending
 * timers of a `SimulatedClock` with controls to advance it.
 */
export function MachineStepper({ scenario }: MachineStepperProps) {
  const [generation, setGeneration] = useState(0);
  const [run, setRun] = useState<Run>();
  const [snapshot, setSnapshot] = useState<AnyMachineSnapshot>();
  const [failure, setFailure] = useState<string>();
  // The clock is mutable; bumping this re-reads the timers after each advance.
  const [, setTick] = useState(0);

  // The actor lives in the effect so a remount (Strict Mode, Reset) always gets a fresh one.
  useEffect(() => {
    const next = startRun(scenario);
    const subscription = next.actor.subscribe({
      next: (value) => setSnapshot(value),
      error: (error) => setFailure(error instanceof Error ? error.message : String(error)),
    });
    next.actor.start();
    setRun(next);
    setSnapshot(next.actor.getSnapshot());
    setFailure(undefined);
    return () => {
      subscription.unsubscribe();
      next.actor.stop();
    };
  }, [scenario, generation]);

  const advance = useCallback(
    (ms: number) => {
      run?.clock.increment(ms);
      setTick((tick) => tick + 1);
    },
    [run],
  );

  if (!run || !snapshot) return null;

  const timers = run.clock.pending();
  const nextTimer = timers[0];
  const accepted = scenario.events.filter(
    (event) => snapshot.status === 'active' && snapshot.can(event.example),
  );

  return (
    <div className={styles.stepper} data-slot="machine-stepper" data-state={stateLabel(snapshot)}>
      <section className={styles.section} aria-labelledby={`${scenario.id}-state`}>
        <h2 className={styles.heading} id={`${scenario.id}-state`}>
          State
        </h2>
        <p className={styles.value} data-slot="machine-stepper-state">
          {stateLabel(snapshot)}
          {snapshot.status === 'active' ? '' : ` (${snapshot.status})`}
        </p>
        {failure ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby={`${scenario.id}-events`}>
        <h2 className={styles.heading} id={`${scenario.id}-events`}>
          Events accepted now
        </h2>
        <div className={styles.row} data-slot="machine-stepper-events">
          {accepted.length === 0 ? <span>None</span> : null}
          {accepted.map((event) => (
            <Button
              key={eventLabel(event.example)}
              variant="secondary"
              onClick={() => run.actor.send(event.example)}
            >
              {eventLabel(event.example)}
            </Button>
          ))}
        </div>
        <CustomEventForm
          key={generation}
          actor={run.actor}
          snapshot={snapshot}
          initial={JSON.stringify(scenario.events[0]?.example ?? { type: '' })}
        />
      </section>

      <section className={styles.section} aria-labelledby={`${scenario.id}-timers`}>
        <h2 className={styles.heading} id={`${scenario.id}-timers`}>
          Pending timers (clock at {run.clock.now()} ms)
        </h2>
        {timers.length === 0 ? (
          <p className={styles.note} data-slot="machine-stepper-no-timers">
            No timer pending
          </p>
        ) : (
          <ul className={styles.list} data-slot="machine-stepper-timers">
            {timers.map((timer) => (
              <li key={timer.id}>
                {timer.eventType}: {timer.remaining} ms left of {timer.delay} ms
              </li>
            ))}
          </ul>
        )}
        <div className={styles.row}>
          <Button disabled={!nextTimer} onClick={() => nextTimer && advance(nextTimer.remaining)}>
            Advance to next timer
          </Button>
          <Button variant="secondary" onClick={() => advance(CLOCK_STEP_MS)}>
            +{CLOCK_STEP_MS} ms
          </Button>
          <Button variant="ghost" onClick={() => setGeneration((value) => value + 1)}>
            Reset
          </Button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby={`${scenario.id}-context`}>
        <h2 className={styles.heading} id={`${scenario.id}-context`}>
          Context
        </h2>
        <pre className={styles.json} data-slot="machine-stepper-context">
          {JSON.stringify(snapshot.context, null, 2)}
        </pre>
      </section>
    </div>
  );
}
