/**
 * Who may write what into a site's pages (issue 23, shared/analytics-providers.ts). An item of a
 * known provider is stored as its declaration says — the id checked, everything that could carry
 * code (inline code, a script address other than a self-hosted service's) left out — and any
 * admin of the site may add it. Any other item is code of the writer's own making (a script, a
 * meta tag, a noscript block): owners only, whatever the admin's sites.
 */
import {
  type AnalyticsProvider,
  analyticsProviderOf,
  providerAddress,
  providerKey,
} from '#shared/analytics-providers.ts';
import { ROLE } from '#shared/ids/roles.ts';
import type { AnalyticsItemBody } from '#shared/schemas/content-requests.ts';
import { badRequest, forbidden } from '../errors/http-error.ts';
import type { AnalyticsColumns } from './analytics-item-collection.ts';

function providerColumns(provider: AnalyticsProvider, body: AnalyticsItemBody): AnalyticsColumns {
  const errors: Record<string, string[]> = {};
  const key = providerKey(provider, body.content);
  if (key === undefined)
    errors.content = [
      `${provider.key.label}: ${provider.key.description.toLowerCase()}, e.g. ${provider.key.placeholder}`,
    ];
  const address = providerAddress(body.src);
  if (provider.address === 'none' && body.src?.trim()) errors.src = [`${provider.label} takes no address`];
  if (provider.address !== 'none' && body.src?.trim() && address === undefined)
    errors.src = ['Give the service’s https:// address'];
  if (provider.address === 'required' && !body.src?.trim())
    errors.src = [`Give the https:// address of your ${provider.label}`];
  if (Object.keys(errors).length > 0) throw badRequest('The given data was invalid', errors);
  return {
    type: provider.tag,
    src: provider.address === 'none' ? null : (address ?? null),
    custom_id: null,
    async: 0,
    defer: 0,
    tag_position: 'head',
    code: null,
    name: body.name?.trim() || null,
    content: key ?? null,
    content_type: null,
    external_analytics: 1,
    external_analytics_type: provider.id,
  };
}

function ownColumns(body: AnalyticsItemBody): AnalyticsColumns {
  return {
    type: body.type,
    src: body.src ?? null,
    custom_id: body.custom_id ?? null,
    async: body.async ? 1 : 0,
    defer: body.defer ? 1 : 0,
    tag_position: body.tag_position,
    code: body.code ?? null,
    name: body.name ?? null,
    content: body.content ?? null,
    content_type: body.content_type ?? null,
    external_analytics: body.external_analytics ? 1 : 0,
    external_analytics_type: body.external_analytics_type ?? null,
  };
}

/** The columns to store for `body` written by a user of `roleId`; 403 for code from a non-owner. */
export function analyticsColumnsFor(body: AnalyticsItemBody, roleId: number): AnalyticsColumns {
  const provider = body.external_analytics ? analyticsProviderOf(body.external_analytics_type) : undefined;
  if (provider) return providerColumns(provider, body);
  if (roleId !== ROLE.owner)
    throw forbidden(
      'Only an owner may add scripts, meta tags or noscript blocks; choose one of the analytics services instead',
    );
  return ownColumns(body);
}
