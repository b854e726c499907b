import { type FaqListProps, faqListReads } from '#shared/page-blocks/faq-list/props.ts';
import { SafeHtml } from '../components/safe-html.tsx';
import { useFaqs } from '../content/taxonomy.ts';
import { faqGroups } from './faq-entries.ts';
import './faq-list-block.css';

export function FaqListBlock(props: FaqListProps) {
  const { title, categoryId } = props;
  const { faqs, categories } = useFaqs(faqListReads(props));
  const groups = faqs ? faqGroups(faqs, categories ?? [], categoryId) : [];
  if (faqs && groups.length === 0) return null;
  return (
    <section className="section faq" aria-busy={faqs ? undefined : true}>
      <div className="container container--narrow">
        {title ? <h2 className="section__title">{title}</h2> : null}
        {groups.map((group) => (
          <div key={group.id ?? 'other'} className="faq__group">
            {groups.length > 1 || title === '' ? <h3 className="faq__category">{group.name}</h3> : null}
            {group.entries.map((entry) => (
              <details key={entry.id} className="faq__item">
                <summary>{entry.question}</summary>
                <SafeHtml html={entry.answer} className="faq__answer" />
              </details>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
