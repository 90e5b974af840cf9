/**
 * The QA panel sits beside the page, not in it: a modal drawer of the shop (Radix Dialog) must not
 * treat a click in the panel as "outside" (that would close the drawer QA is inspecting), pull
 * focus back out of it, block its scrolling, or hide it from assistive technology.
 * Radix and its scroll lock listen on `document`, so stopping these events at the panel keeps
 * them to the panel; `aria-hidden` set on the panel by the modal's `hideOthers` is taken back.
 * Returns the function that undoes it all.
 */
export function shieldFromModals(panel: HTMLElement): () => void {
  const stop = (event: Event) => event.stopPropagation();
  const types = [
    'pointerdown',
    'mousedown',
    'focusin',
    'focusout',
    'wheel',
    'touchstart',
    'touchmove',
  ];
  for (const type of types) panel.addEventListener(type, stop);
  const unhide = () => {
    if (panel.getAttribute('aria-hidden') === 'true') panel.removeAttribute('aria-hidden');
    if (panel.hasAttribute('inert')) panel.removeAttribute('inert');
  };
  const observer = new MutationObserver(unhide);
  observer.observe(panel, { attributes: true, attributeFilter: ['aria-hidden', 'inert'] });
  return () => {
    observer.disconnect();
    for (const type of types) panel.removeEventListener(type, stop);
  };
}
