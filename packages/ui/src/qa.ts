/**
 * `@treize/ui/qa`: the QA tooling (the machine stepper with its inspectable clock, the form that
 * sends a custom event), kept out of the main entry so a shop's pages never carry it.
 */
export {
  CLOCK_STEP_MS,
  MachineStepper,
  type MachineStepperProps,
} from './machines-stepper/MachineStepper.js';
export { InspectableClock, type PendingTimer } from './machines-stepper/InspectableClock.js';
export { CustomEventForm, parseEvent } from './machines-stepper/CustomEventForm.js';
