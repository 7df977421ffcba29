import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Subjects of the ask configuration. */
export const subjects = pgTable('subjects', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  subjectGroup: text('subject_group', { enum: ['stem', 'business'] }).notNull(),
  allowSpreadsheet: boolean('allow_spreadsheet').notNull().default(false),
  imageUrl: text('image_url'),
  position: integer('position').notNull().default(0),
});

/** Mindsets of the ask configuration. */
export const mindsets = pgTable('mindsets', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  type: text('type').notNull(),
  imageUrl: text('image_url'),
  position: integer('position').notNull().default(0),
});

/** Low-star rating reasons. */
export const ratingReasons = pgTable('rating_reasons', {
  id: integer('id').primaryKey(),
  type: text('type', { enum: ['select', 'free_text', 'mail'] }).notNull(),
  text: text('text').notNull(),
  position: integer('position').notNull().default(0),
});

/** Store packages. `sessions` and `writingCredits` are what a purchase (or a renewal of a plan) adds to the ledger. */
export const storePackages = pgTable('store_packages', {
  productId: text('product_id').primaryKey(),
  description: text('description').notNull(),
  subdescription: text('subdescription').notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('USD'),
  sessions: integer('sessions').notNull().default(0),
  writingCredits: integer('writing_credits').notNull().default(0),
  confirmationRequired: boolean('confirmation_required').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
  /** 'monthly' for a subscription plan that renews every month; null for a one-off package. */
  plan: text('plan', { enum: ['monthly'] }),
});
