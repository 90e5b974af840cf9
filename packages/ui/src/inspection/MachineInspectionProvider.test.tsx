import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { Accordion } from '../components/Accordion/Accordion.js';
import { Video } from '../components/Video/Video.js';
import { MachineInspectionProvider } from './MachineInspectionProvider.js';

/** The machine ids of the actors an inspector was told about. */
function machineIds(events: InspectionEvent[]): string[] {
  return events
    .filter((event) => event.type === '@xstate.actor')
    .map((event) => (event.actorRef as AnyActorRef & { logic: { id: string } }).logic.id);
}

class NoIntersectionObserver {
  observe(): void {}
  disconnect(): void {}
}

describe('MachineInspectionProvider', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', NoIntersectionObserver));
  afterEach(() => vi.unstubAllGlobals());

  const items = [{ id: 'a', title: 'Entretien', content: 'Un chiffon doux.' }];

  it('reports the accordion and video machines to the provided inspector', () => {
    const events: InspectionEvent[] = [];
    render(
      <MachineInspectionProvider inspect={{ next: (event) => events.push(event) }}>
        <Accordion items={items} />
        <Video src="/clip.mp4" label="Étoile Treize" />
      </MachineInspectionProvider>,
    );
    expect(machineIds(events)).toEqual(expect.arrayContaining(['accordion', 'video']));
  });

  it('runs the machines uninspected without a provider', () => {
    const { container } = render(<Accordion items={items} />);
    expect(container.querySelector('[data-slot="accordion"]')).toHaveAttribute(
      'data-state',
      'idle',
    );
  });
});
