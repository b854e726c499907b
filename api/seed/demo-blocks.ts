/** Small builders of page-builder blocks for the demo content (shared/schemas/page-document.ts). */
import type { Block, PageDocument } from '../../shared/schemas/page-document.ts';

let counter = 0;
function block(type: string, props: Record<string, unknown>): Block {
  counter += 1;
  return { type, props: { id: `${type}-${counter}`, ...props } };
}

export const hero = (title: string, subtitle: string, cta?: { label: string; url: string }) =>
  block('Hero', { title, subtitle, image: null, ctaLabel: cta?.label ?? '', ctaUrl: cta?.url ?? '' });
export const richText = (html: string) => block('RichText', { html });
export const membersGrid = (title: string, limit = 6) =>
  block('MembersGrid', { title, limit, showCuisines: true });
export const faqList = (title: string) => block('FaqList', { title, categoryId: null });
export const callToAction = (title: string, text: string, buttonLabel: string, buttonUrl: string) =>
  block('CallToAction', { title, text, buttonLabel, buttonUrl });
export const blogList = (title: string, limit = 3) => block('BlogList', { title, limit });
export const openingHours = (title: string, hours: { day: string; open: string; close: string }[]) =>
  block('OpeningHours', { title, hours });

export function pageDocument(title: string, content: Block[]): PageDocument {
  return { root: { props: { title } }, content, zones: {} };
}
