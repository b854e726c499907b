/**
 * Puck 0.23 draws its left rail ("Blocks", "Outline") as `div`s with a click handler: a keyboard
 * cannot reach or press them. Until Puck makes them buttons, this gives each one a button's role,
 * a place in the tab order, Enter and Space, and says which one is shown (`aria-pressed`). It
 * watches the builder for the rail being drawn again.
 */
const RAIL_ITEM = '[class*="_NavItem-link_"]';
const ACTIVE_ITEM = /_NavItem--active_/;

function operable(item: HTMLElement): void {
  const active = ACTIVE_ITEM.test(item.parentElement?.className ?? '');
  if (item.getAttribute('aria-pressed') !== String(active)) item.setAttribute('aria-pressed', String(active));
  if (item.dataset.keyboard === 'on') return;
  item.dataset.keyboard = 'on';
  item.setAttribute('role', 'button');
  item.tabIndex = 0;
  item.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    item.click();
  });
}

/** Keeps the rail under `root` keyboard-operable until the returned function is called. */
export function keepPuckRailOperable(root: HTMLElement): () => void {
  const apply = () => {
    for (const item of root.querySelectorAll<HTMLElement>(RAIL_ITEM)) operable(item);
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
