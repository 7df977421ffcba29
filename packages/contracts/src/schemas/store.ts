import { z } from 'zod';

/** A credit package of the store. */
export const packageSchema = z.object({
  product_id: z.string(),
  description: z.string(),
  subdescription: z.string(),
  price: z.string(),
  confirmation_required: z.boolean(),
});

/** The storefront part of the status bundle. */
export const storefrontSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  packages: z.array(packageSchema),
});

/** The student's subscription, if any. */
export const subscriptionSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  plan: z.string(),
  auto_renew: z.object({ enabled: z.boolean() }),
  auto_pay: z.object({ enabled: z.boolean() }),
});
