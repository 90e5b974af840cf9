import { useState, type FormEvent } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { Button } from '../components/Button/Button.js';
import { Textarea } from '../components/TextField/TextField.js';

/** Reads `{ "type": …, … }` from text, or explains what is wrong with it. */
export function parseEvent(text: string): { event: EventObject } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'Not valid JSON.' };
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    typeof (value as { type?: unknown }).type !== 'string'
  ) {
    return {
      error:
        'An event is an object with a string "type", e.g. {"type": "CHANGE", "email": "fail@example.com"}.',
    };
  }
  return { event: value as EventObject };
}

/**
 * Sends any event typed as JSON, so QA can try payloads beyond the scenario's examples (e.g. an
 * email containing "fail" to walk an error path). Refused events say so instead of vanishing.
 */
export function CustomEventForm({
  actor,
  snapshot,
  initial,
}: {
  actor: AnyActorRef;
  snapshot: AnyMachineSnapshot;
  initial: string;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const parsed = parseEvent(text);
    if ('error' in parsed) return setError(parsed.error);
    if (!snapshot.can(parsed.event))
      return setError(`The machine does not accept ${parsed.event.type} in this state.`);
    setError(undefined);
    actor.send(parsed.event);
  };

  return (
    <form onSubmit={submit} data-slot="machine-stepper-custom-event">
      <Textarea
        label="Custom event (JSON)"
        rows={3}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Send event
      </Button>
    </form>
  );
}
