/**
 * The menu drawer of the mobile layout (below the lg breakpoint): a modal <dialog>, so focus
 * stays inside, Escape closes it and the page behind is inert. Focus returns to the button.
 * Its contents render on the first opening; their code (header-later.tsx) comes after the
 * document's load with the wide header's, or on that opening if it is sooner.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuItem } from '#shared/schemas/domain-options.ts';
import { loadModule } from '../../routing/chunk-reload-guard.ts';
import { MenuGlyph } from './header-glyphs.tsx';

const DrawerPanel = lazy(() =>
  loadModule(() => import('./header-later.tsx')).then((module) => ({ default: module.DrawerPanel })),
);

export function MobileDrawer({ items, label }: { items: MenuItem[]; label: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => dialog.current?.close();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close when the page changes
  useEffect(() => close(), [pathname]);
  return (
    <>
      <button
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          dialog.current?.showModal();
          setOpen(true);
        }}
      >
        <MenuGlyph size={22} />
        <span>{label}</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape does natively */}
      <dialog
        ref={dialog}
        className="drawer"
        aria-label={label}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
      >
        {open ? (
          <Suspense fallback={null}>
            <DrawerPanel items={items} pathname={pathname} close={close} />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
