/**
 * `@treize/machines/qa`: the QA tooling (scenarios that drive each machine, the timers an actor is
 * waiting on), kept out of the main entry so a shop's bundle never carries it.
 */
export { QA_FAILURE_WORD, QA_LOCALES, createQaScenarios, qaScenarios } from './qaScenarios.js';
export type { QaEvent, QaScenario } from './qaScenarios.js';
export { pendingTimers } from './pendingTimers.js';
export type { PendingTimer } from './pendingTimers.js';
