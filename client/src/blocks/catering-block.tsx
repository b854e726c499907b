import { lazy, Suspense, useState } from 'react';
import type { CateringProps } from '#shared/page-blocks/catering/props.ts';
import { MediaImage } from '../components/media-image.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import { loadModule } from '../routing/chunk-reload-guard.ts';
import './catering-block.css';

const CateringRequestForm = lazy(() =>
  loadModule(() => import('./catering-request-form.tsx')).then((module) => ({
    default: module.CateringRequestForm,
  })),
);

/** where the form opens; a link to this anchor (or a reload after a stale chunk) opens it */
const FORM_ANCHOR = 'catering-request';

/**
 * The request form is loaded when a visitor asks for it (its button, or the page's address
 * naming its anchor), not with the page: most visitors read the offer, and the first paint stays
 * within the public JavaScript budget.
 */
function RequestFormOnDemand() {
  const [open, setOpen] = useState(() => window.location.hash === `#${FORM_ANCHOR}`);
  if (!open) {
    return (
      <div className="form-card catering__invite">
        <h3>Planning an event?</h3>
        <a className="button" href={`#${FORM_ANCHOR}`} onClick={() => setOpen(true)}>
          Request catering
        </a>
      </div>
    );
  }
  return (
    <Suspense fallback={<div className="form-card form-card--loading" aria-busy="true" />}>
      <CateringRequestForm />
    </Suspense>
  );
}

export function CateringBlock({ title, html, image, showRequestForm }: CateringProps) {
  return (
    <section className="section catering" id={FORM_ANCHOR}>
      <div className="container catering__layout">
        <div className="catering__offer">
          {title ? <h2 className="section__title">{title}</h2> : null}
          <SafeHtml html={html} className="rich-text" />
          <MediaImage id={image} alt="" width={800} height={600} className="catering__image" />
        </div>
        {showRequestForm ? <RequestFormOnDemand /> : null}
      </div>
    </section>
  );
}
