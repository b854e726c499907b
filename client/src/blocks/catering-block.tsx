import { lazy, Suspense } from 'react';
import type { CateringProps } from '#shared/page-blocks/block-props.ts';
import { MediaImage } from '../components/media-image.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import { loadModule } from '../routing/chunk-reload-guard.ts';

const CateringRequestForm = lazy(() =>
  loadModule(() => import('./catering-request-form.tsx')).then((module) => ({
    default: module.CateringRequestForm,
  })),
);

export function CateringBlock({ title, html, image, showRequestForm }: CateringProps) {
  return (
    <section className="section catering" id="catering-request">
      <div className="container catering__layout">
        <div className="catering__offer">
          {title ? <h2 className="section__title">{title}</h2> : null}
          <SafeHtml html={html} className="rich-text" />
          <MediaImage id={image} alt="" width={800} height={600} className="catering__image" />
        </div>
        {showRequestForm ? (
          <Suspense fallback={<div className="form-card form-card--loading" aria-busy="true" />}>
            <CateringRequestForm />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
