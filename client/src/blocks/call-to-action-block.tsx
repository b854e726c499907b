import type { CallToActionProps } from '#shared/page-blocks/call-to-action/props.ts';
import { SafeHtml } from '../components/safe-html.tsx';
import { SmartLink } from '../components/smart-link.tsx';
import './call-to-action-block.css';

export function CallToActionBlock({ title, text, buttonLabel, buttonUrl }: CallToActionProps) {
  if (!title && !text) return null;
  return (
    <section className="section">
      <div className="container">
        <div className="cta">
          <div>
            {title ? <h2 className="cta__title">{title}</h2> : null}
            <SafeHtml html={text} className="cta__text" />
          </div>
          {buttonLabel && buttonUrl ? (
            <SmartLink href={buttonUrl} className="button button--inverse button--large" allowExternal>
              {buttonLabel}
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
