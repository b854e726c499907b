/**
 * The TypeBox schemas each content collection declares (content-collections.ts), from
 * shared/schemas: the item its calls answer, the bodies that create and update one, and the query
 * of its list where it takes one. The API's routes of a collection take theirs from its
 * declaration, so the contract of a content type is said once.
 */
import type { TSchema } from 'typebox';
import {
  CategorySchema,
  CuisineTagSchema,
  FaqCategorySchema,
  FaqSchema,
  MediaSchema,
  PostSchema,
} from '../schemas/content.ts';
import {
  AnalyticsItemBodySchema,
  CuisineTagCreateBodySchema,
  CuisineTagUpdateBodySchema,
  FaqCreateBodySchema,
  FaqUpdateBodySchema,
  NamedBodySchema,
} from '../schemas/content-requests.ts';
import { AnalyticsItemSchema, DomainOptionsSchema } from '../schemas/domain-options.ts';
import {
  FormSubmissionBodySchema,
  SubmissionSchema,
  SubmissionsQuerySchema,
  SubmissionUpdateBodySchema,
} from '../schemas/forms.ts';
import {
  InsightBatchBodySchema,
  InsightRangeQuerySchema,
  InsightSummarySchema,
} from '../schemas/insights.ts';
import { MediaListQuerySchema, MediaUpdateBodySchema } from '../schemas/media-requests.ts';
import { DomainOptionsUpdateSchema } from '../schemas/options-requests.ts';
import { PostCreateBodySchema, PostSaveSchema, PostsByTypeQuerySchema } from '../schemas/posts.ts';
import {
  StopCreateBodySchema,
  StopExceptionCreateBodySchema,
  StopExceptionSchema,
  StopExceptionUpdateBodySchema,
  StopSchema,
  StopUpdateBodySchema,
} from '../schemas/stops.ts';
import { StaffUserSchema, UserCreateBodySchema, UserUpdateBodySchema } from '../schemas/users.ts';

export interface CollectionSchemas {
  /** one item as the API answers it */
  item: TSchema;
  create?: TSchema;
  update?: TSchema;
  listQuery?: TSchema;
}

export const COLLECTION_SCHEMAS = {
  posts: {
    item: PostSchema,
    create: PostCreateBodySchema,
    update: PostSaveSchema,
    listQuery: PostsByTypeQuerySchema,
  },
  faqs: { item: FaqSchema, create: FaqCreateBodySchema, update: FaqUpdateBodySchema },
  stops: { item: StopSchema, create: StopCreateBodySchema, update: StopUpdateBodySchema },
  stopExceptions: {
    item: StopExceptionSchema,
    create: StopExceptionCreateBodySchema,
    update: StopExceptionUpdateBodySchema,
  },
  faqCategories: { item: FaqCategorySchema, create: NamedBodySchema },
  categories: { item: CategorySchema, create: NamedBodySchema },
  cuisineTags: {
    item: CuisineTagSchema,
    create: CuisineTagCreateBodySchema,
    update: CuisineTagUpdateBodySchema,
  },
  media: { item: MediaSchema, update: MediaUpdateBodySchema, listQuery: MediaListQuerySchema },
  analyticsItems: {
    item: AnalyticsItemSchema,
    create: AnalyticsItemBodySchema,
    update: AnalyticsItemBodySchema,
  },
  submissions: {
    item: SubmissionSchema,
    create: FormSubmissionBodySchema,
    update: SubmissionUpdateBodySchema,
    listQuery: SubmissionsQuerySchema,
  },
  siteOptions: { item: DomainOptionsSchema, update: DomainOptionsUpdateSchema },
  users: { item: StaffUserSchema, create: UserCreateBodySchema, update: UserUpdateBodySchema },
  /** the summary is its item; a batch of the BFF's beacons creates; the reads take a range */
  insights: {
    item: InsightSummarySchema,
    create: InsightBatchBodySchema,
    listQuery: InsightRangeQuerySchema,
  },
} as const satisfies Record<string, CollectionSchemas>;
