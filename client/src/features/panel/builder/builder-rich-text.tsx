/** A block's rich text, edited with the same editor as the panel's edit screens. */
import { RichTextField } from '../ui/rich-text-field.tsx';

export function BuilderRichText(props: { label: string; value: string; onChange: (html: string) => void }) {
  return <RichTextField {...props} />;
}
