import * as RadixAccordion from '@radix-ui/react-accordion';
import { ACCORDION_NONE, accordionMachine } from '@treize/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useMachineInspection } from '../../inspection/MachineInspectionProvider.js';
import { Icon } from '../Icon/Icon.js';
import * as styles from './Accordion.css.js';

export interface AccordionItem {
  /** Item id; '0' is reserved for "none open" (behaviour §4 Accordion). */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The item open at first render. */
  defaultOpenItem?: string;
  /** Called whenever the open item changes, with '0' when none is open. */
  onOpenItemChange?: (id: string) => void;
}

/**
 * Radix Accordion driven by the accordion machine of `@treize/machines`, so the spec timings
 * hold (§4, §9): one item open at a time; clicks during the 525 ms animation are ignored; opening
 * another item closes the current one first and opens the new one after 650 ms; a click outside
 * closes everything after 50 ms. The root's `data-state` is the machine state.
 */
export function Accordion({ items, defaultOpenItem, onOpenItemChange }: AccordionProps) {
  const [snapshot, send] = useMachine(accordionMachine, {
    ...useMachineInspection(),
    input: { openItem: defaultOpenItem },
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const { openItem } = snapshot.context;

  useEffect(() => {
    onOpenItemChange?.(openItem);
  }, [openItem, onOpenItemChange]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (
        rootRef.current &&
        event.target instanceof Node &&
        !rootRef.current.contains(event.target)
      ) {
        send({ type: 'CLICK_OUTSIDE' });
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [send]);

  return (
    <RadixAccordion.Root
      ref={rootRef}
      type="single"
      collapsible
      value={openItem === ACCORDION_NONE ? '' : openItem}
      // The machine, not Radix, decides what opens: clicks go to it through the triggers.
      onValueChange={() => undefined}
      className={styles.root}
      data-slot="accordion"
      data-state={String(snapshot.value)}
    >
      {items.map((item) => (
        <RadixAccordion.Item
          key={item.id}
          value={item.id}
          className={styles.item}
          data-slot="accordion-item"
        >
          <RadixAccordion.Header className={styles.header} data-slot="accordion-header">
            <RadixAccordion.Trigger
              className={styles.trigger}
              data-slot="accordion-trigger"
              onClick={() => send({ type: 'CLICK_ITEM', id: item.id })}
            >
              <span>{item.title}</span>
              <span className={styles.chevron} data-slot="accordion-chevron">
                <Icon name="arrowDown" />
              </span>
            </RadixAccordion.Trigger>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={styles.content} data-slot="accordion-content">
            <div className={styles.body}>{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
