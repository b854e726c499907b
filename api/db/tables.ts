/**
 * Row types of the content API's tables, as Kysely sees them. Booleans are stored as 0/1 and
 * JSON documents as text so that the same schema runs on SQLite and PostgreSQL.
 */
import type { Generated, Insertable, Selectable } from 'kysely';

/** Timestamps are UTC text `YYYY-MM-DD HH:MM:SS`, the format of the by-type date range filter. */
type Timestamp = string;

export interface DomainsTable {
  id: Generated<number>;
  host: string;
  name: string;
  created_at: Timestamp;
}

/** One JSON document per domain and setting (options, error page, socials, menus, seo, site map). */
export interface DomainSettingsTable {
  domain_id: number;
  setting: string;
  value: string;
  updated_at: Timestamp;
}

export interface DomainColorsTable {
  id: Generated<number>;
  domain_id: number;
  domain_color_type_id: number;
  code: string;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  role_id: number;
  totp_secret: string | null;
  /** secret shown at enrolment, moved to totp_secret once a code confirms it */
  totp_pending_secret: string | null;
  /** the TOTP step of the last accepted code; a code is never accepted twice */
  totp_last_step: number | null;
  /** set while the account is deactivated: no sign-in, no refresh */
  deactivated_at: Generated<Timestamp | null>;
  /** the last successful sign-in (login, not refresh) */
  last_sign_in_at: Generated<Timestamp | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserDomainsTable {
  user_id: number;
  domain_id: number;
}

/** A login session: every refresh token of one login belongs to one family. */
export interface SessionFamiliesTable {
  id: string;
  user_id: number;
  domain_id: number;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  /** the browser that signed in (its User-Agent), its address, and the last call made (migration 008) */
  user_agent: Generated<string | null>;
  address: Generated<string | null>;
  last_used_at: Generated<Timestamp | null>;
}

/** One-time two-factor recovery codes, as sha256 hashes (api/auth/recovery-codes.ts). */
export interface RecoveryCodesTable {
  code_hash: string;
  user_id: number;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

/** The roles whose users must have two-factor on (set by owners). */
export interface TwoFactorRoleRequirementsTable {
  role_id: number;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  /** unix seconds; also the `iat` of the access token issued with it */
  issued_at: number;
  expires_at: number;
  /** unix seconds of the rotation that consumed it */
  used_at: number | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: number;
  used_at: number | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  /** `account:<email>`, `address:<ip>` or `pair:["<email>","<ip>"]` (api/auth/login-throttle.ts) */
  scope_key: string;
  attempted_at: number;
}

/** The last mail about a spike of failed sign-ins, per account (unix seconds). */
export interface LoginFailureAlertsTable {
  user_id: number;
  sent_at: number;
}

/** The page builder's autosaved draft of a post's body (migration 011). */
export interface PostDraftsTable {
  post_id: number;
  /** the page document as JSON */
  post_body: string;
  saved_at: string;
  saved_by: number | null;
}

/** A snapshot of a post after a save (migration 012). */
export interface PostRevisionsTable {
  id: Generated<number>;
  post_id: number;
  created_at: string;
  created_by: number | null;
  /** what made it: created, body, fields, status, restored */
  reason: string;
  /** the post's fields and body as JSON (RevisionSnapshot) */
  snapshot: string;
}

export interface PostsTable {
  id: Generated<number>;
  domain_id: number;
  public_id: string;
  post_type_id: number;
  post_status_id: number;
  url: string;
  title: string;
  attributes: string;
  media: string;
  external_data: string;
  post_body: string;
  no_index: number;
  no_follow: number;
  show_in_sitemap: number;
  position: number;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** UTC timestamp: published then by the scheduler (migration 013) */
  publish_at: string | null;
  /** UTC timestamp: back to draft then */
  unpublish_at: string | null;
}

export interface FaqCategoriesTable {
  id: Generated<number>;
  domain_id: number;
  name: string;
}

export interface FaqsTable {
  id: Generated<number>;
  domain_id: number;
  question: string;
  answer: string;
  category_id: number | null;
  position: number;
}

export interface CategoriesTable {
  id: Generated<number>;
  domain_id: number;
  name: string;
}

export interface CuisineTagsTable {
  id: Generated<number>;
  domain_id: number;
  title: string;
  icon_data: string;
}

export interface AnalyticsItemsTable {
  id: Generated<number>;
  domain_id: number;
  type: string;
  src: string | null;
  custom_id: string | null;
  async: number;
  defer: number;
  tag_position: string;
  code: string | null;
  name: string | null;
  content: string | null;
  content_type: string | null;
  external_analytics: number;
  external_analytics_type: string | null;
}

export interface MediaTable {
  id: Generated<number>;
  domain_id: number;
  hashed_name: string;
  path: string;
  extension: string;
  extensions: string;
  alt: string;
  width: number | null;
  height: number | null;
  original_name: string;
  /** the uploaded file's format (shared/media-formats.ts), '' when not known */
  format: Generated<string>;
  /** the uploaded file's size, null when not known */
  bytes: Generated<number | null>;
  /** JSON list of its smaller WebP copies, `{width, hash}` (shared/media-url.ts); '[]' for none */
  variants: Generated<string>;
  created_at: Timestamp;
}

export interface FormSubmissionsTable {
  id: Generated<number>;
  domain_id: number;
  form: string;
  fields: string;
  created_at: Timestamp;
  /** first opened in the panel; null: new (migration 006) */
  read_at: Generated<Timestamp | null>;
  /** marked handled, and by whom (null once that user is deleted) */
  handled_at: Generated<Timestamp | null>;
  handled_by: Generated<number | null>;
}

/** One recorded staff action (api/audit/, docs/decisions/015-audit-log.md); no foreign keys. */
export interface AuditEventsTable {
  id: Generated<number>;
  created_at: Timestamp;
  domain_id: number | null;
  user_id: number | null;
  /** snapshots at the time of the event */
  user_name: string | null;
  user_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  entity_kind: string | null;
  entity_label: string | null;
  detail: string | null;
  method: string;
  route: string;
  address: string;
}

/** per-route rate limits, counted across API processes (migration 015, api/rate-limits/) */
export interface RateLimitHitsTable {
  /** the route's key of the client, e.g. `form|<address>`, or of an account: `reset-account|<email>` */
  key: string;
  hits: number;
  /** epoch milliseconds */
  window_ends_at: number;
}

/** media files being written or removed, swept when left behind (migration 016, api/media/) */
export interface MediaFileJournalTable {
  id: Generated<number>;
  /** JSON array of storage keys */
  keys: string;
  sweep_after: string;
  created_at: string;
}

/** The salt of a UTC day `YYYY-MM-DD` (base64url of 32 random bytes), deleted with the day (migration 019). */
export interface InsightSaltsTable {
  day: string;
  salt: string;
}

/** A visitor hash of today (16 bytes in hex), kept only to count the visitor once. */
export interface InsightDayVisitorsTable {
  domain_id: number;
  day: string;
  hash: string;
}

export interface InsightVisitorDaysTable {
  domain_id: number;
  day: string;
  visitors: number;
}

/** `referrer_host` '' when none or the site itself; `device` phone / tablet / desktop */
export interface InsightPageDaysTable {
  domain_id: number;
  day: string;
  path: string;
  referrer_host: string;
  device: string;
  views: number;
  entries: number;
}

/** a histogram of one Web Vital of a page and day: `count` samples in `bucket` (api/insights/vital-buckets.ts) */
export interface InsightVitalDaysTable {
  domain_id: number;
  day: string;
  path: string;
  metric: string;
  bucket: number;
  count: number;
}

export interface Database {
  domains: DomainsTable;
  domain_settings: DomainSettingsTable;
  domain_colors: DomainColorsTable;
  users: UsersTable;
  user_domains: UserDomainsTable;
  session_families: SessionFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  recovery_codes: RecoveryCodesTable;
  two_factor_role_requirements: TwoFactorRoleRequirementsTable;
  password_resets: PasswordResetsTable;
  login_attempts: LoginAttemptsTable;
  login_failure_alerts: LoginFailureAlertsTable;
  rate_limit_hits: RateLimitHitsTable;
  posts: PostsTable;
  post_drafts: PostDraftsTable;
  post_revisions: PostRevisionsTable;
  faq_categories: FaqCategoriesTable;
  faqs: FaqsTable;
  categories: CategoriesTable;
  cuisine_tags: CuisineTagsTable;
  analytics_items: AnalyticsItemsTable;
  media: MediaTable;
  media_file_journal: MediaFileJournalTable;
  form_submissions: FormSubmissionsTable;
  audit_events: AuditEventsTable;
  insight_salts: InsightSaltsTable;
  insight_day_visitors: InsightDayVisitorsTable;
  insight_visitor_days: InsightVisitorDaysTable;
  insight_page_days: InsightPageDaysTable;
  insight_vital_days: InsightVitalDaysTable;
  stops: StopsTable;
  stop_exceptions: StopExceptionsTable;
}

/** a member's stop in the site's zone, in local terms (migration 020, docs/decisions/049) */
export interface StopsTable {
  id: Generated<number>;
  domain_id: number;
  member_id: number;
  starts_on: string;
  start_time: string;
  end_time: string;
  place_name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  note: string;
  repeat: 'none' | 'weekly';
  repeat_until: string | null;
  cancelled_reason: string | null;
  updated_at: Timestamp;
}

/** one date of a weekly stop cancelled or moved (migration 020) */
export interface StopExceptionsTable {
  id: Generated<number>;
  domain_id: number;
  stop_id: number;
  on_date: string;
  kind: 'cancelled' | 'moved';
  reason: string | null;
  start_time: string | null;
  end_time: string | null;
  place_name: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  updated_at: Timestamp;
}

export type DomainRow = Selectable<DomainsTable>;
export type UserRow = Selectable<UsersTable>;
export type PostRow = Selectable<PostsTable>;
export type NewPost = Insertable<PostsTable>;
export type MediaRow = Selectable<MediaTable>;
