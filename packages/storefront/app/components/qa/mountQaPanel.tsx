import { createRoot } from 'react-dom/client';
import { ActorRegistry } from '../../lib/qa/actorRegistry';
import { QaPanel } from './QaPanel';
import { shieldFromModals } from './shieldFromModals';

/**
 * Puts the QA panel in its own React root at the end of `<body>`, outside the shop's tree, so it
 * survives client navigations, and returns the observer the page's machines report to.
 */
export function mountQaPanel(): ActorRegistry {
  const registry = new ActorRegistry();
  const host = document.createElement('div');
  host.setAttribute('data-slot', 'qa-panel-host');
  document.body.append(host);
  shieldFromModals(host);
  createRoot(host).render(<QaPanel registry={registry} />);
  return registry;
}
