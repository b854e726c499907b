import type { RichTextProps } from '#shared/page-blocks/rich-text/props.ts';
import { SafeHtml } from '../components/safe-html.tsx';

export function RichTextBlock({ title, html }: RichTextProps) {
  if (!title && !html) return null;
  return (
    <section className="section">
      <div className="container container--narrow">
        {title ? <h2 className="section__title">{title}</h2> : null}
        <SafeHtml html={html} className="rich-text" />
      </div>
    </section>
  );
}
