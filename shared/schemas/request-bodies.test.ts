/**
 * Every request body the API takes is closed: each object of each write schema declares its
 * fields and refuses any other (`additionalProperties: false`), so an unknown key is a 400 and is
 * never stored. The few maps (page root props, media slots, form fields) are listed; a block's props
 * are its type's fields (shared/page-blocks/block-schemas.ts), closed like the rest.
 */
import t from 'tap';
import Type from 'typebox';
import { SecuritySettingsSchema } from './account-security.ts';
import {
  AccountUpdateBodySchema,
  ChangePasswordBodySchema,
  LoginBodySchema,
  RecoveryCodesBodySchema,
  ResetPasswordBodySchema,
  SwitchDomainBodySchema,
  TwoFactorConfirmBodySchema,
  TwoFactorDisableBodySchema,
} from './auth.ts';
import {
  AnalyticsItemBodySchema,
  CuisineTagCreateBodySchema,
  CuisineTagUpdateBodySchema,
  FaqCreateBodySchema,
  FaqUpdateBodySchema,
  NamedBodySchema,
} from './content-requests.ts';
import { SeoParamsSchema } from './domain-options.ts';
import { FormSubmissionBodySchema, SubmissionUpdateBodySchema } from './forms.ts';
import { MediaUpdateBodySchema } from './media-requests.ts';
import {
  ColorsUpdateSchema,
  CreateDomainBodySchema,
  DomainOptionsUpdateSchema,
  ErrorPageUpdateSchema,
  MenusDocumentSchema,
  SeoUpdateSchema,
  SiteMapSettingsSchema,
  SocialsUpdateSchema,
} from './options-requests.ts';
import {
  PostBodyUpdateSchema,
  PostCreateBodySchema,
  PostDataUpdateSchema,
  PostOrderBodySchema,
  PostStatusBodySchema,
} from './posts.ts';
import { UserCreateBodySchema, UserUpdateBodySchema } from './users.ts';

const REQUEST_BODIES: Record<string, unknown> = {
  AccountUpdateBodySchema,
  ChangePasswordBodySchema,
  LoginBodySchema,
  ResetPasswordBodySchema,
  SwitchDomainBodySchema,
  TwoFactorConfirmBodySchema,
  TwoFactorDisableBodySchema,
  RecoveryCodesBodySchema,
  SecuritySettingsSchema,
  UserCreateBodySchema,
  UserUpdateBodySchema,
  AnalyticsItemBodySchema,
  CuisineTagCreateBodySchema,
  CuisineTagUpdateBodySchema,
  FaqCreateBodySchema,
  FaqUpdateBodySchema,
  NamedBodySchema,
  SeoParamsSchema,
  SeoUpdateSchema,
  FormSubmissionBodySchema,
  SubmissionUpdateBodySchema,
  MediaUpdateBodySchema,
  ColorsUpdateSchema,
  CreateDomainBodySchema,
  DomainOptionsUpdateSchema,
  ErrorPageUpdateSchema,
  MenusDocumentSchema,
  SiteMapSettingsSchema,
  SocialsUpdateSchema,
  PostBodyUpdateSchema,
  PostCreateBodySchema,
  PostDataUpdateSchema,
  PostOrderBodySchema,
  PostStatusBodySchema,
};

/** Objects that are open on purpose, by the path of their schema. */
const OPEN_ON_PURPOSE = new Set([
  // the fields of a public form are the form's own (strings only, at most 30)
  'FormSubmissionBodySchema',
]);

type Node = Record<string, unknown>;

function openObjects(schema: unknown, path: string, found: string[]): string[] {
  if (schema === null || typeof schema !== 'object') return found;
  const node = schema as Node;
  if (node.type === 'object' && node.properties !== undefined && node.additionalProperties !== false) {
    if (!OPEN_ON_PURPOSE.has(path)) found.push(path);
  }
  for (const [key, value] of Object.entries((node.properties ?? {}) as Node))
    openObjects(value, `${path}.${key}`, found);
  if (node.items) openObjects(node.items, `${path}[]`, found);
  for (const value of Object.values((node.patternProperties ?? {}) as Node))
    openObjects(value, `${path}{}`, found);
  if (typeof node.additionalProperties === 'object')
    openObjects(node.additionalProperties, `${path}{}`, found);
  for (const key of ['anyOf', 'allOf', 'oneOf'] as const)
    for (const value of (node[key] ?? []) as unknown[]) openObjects(value, path, found);
  for (const value of Object.values((node.$defs ?? {}) as Node)) openObjects(value, `${path}#`, found);
  return found;
}

t.test('the check finds an open object wherever it is nested', async (t) => {
  const open = Type.Object({ a: Type.String() });
  const nested = Type.Array(
    Type.Object({ b: Type.Union([open, Type.Null()]) }, { additionalProperties: false }),
  );
  t.same(openObjects(nested, 'X', []), ['X[].b']);
});

t.test('every object of every request body refuses undeclared fields', async (t) => {
  for (const [name, schema] of Object.entries(REQUEST_BODIES)) {
    t.same(openObjects(schema, name, []), [], name);
  }
});
