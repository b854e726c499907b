/** The FAQ block's props, their defaults and the reads they make (its fields: declaration.ts). */
import { PUBLIC_API as API } from '../../public-api-paths.ts';
import type { BlockData } from '../block-data.ts';

export interface FaqListProps {
  title: string;
  /** FAQ category id to show; null: every category, grouped */
  categoryId: number | null;
}

/** Every FAQ and FAQ category: one category's entries are picked from them (FAQ blocks share the reads). */
export function faqListReads(_props: FaqListProps) {
  return { faqs: API.faqs, categories: API.faqCategories };
}

export const FAQ_LIST_DATA: BlockData<FaqListProps> = {
  defaultProps: { title: 'Frequently asked questions', categoryId: null },
  reads: faqListReads,
};
