import { z } from 'zod';
import { bit, epochSeconds } from './common';

/** A notification (spec 000 section 3). */
export const notificationSchema = z.object({
  id: z.number().int(),
  qid: z.number().int().nullable(),
  message: z.string(),
  read: bit,
  icon: z.string().nullable(),
  created: epochSeconds,
  action: z.enum(['chat_extended']).nullable(),
  params: z.object({ mid: z.number().int().optional(), option_id: z.number().int().optional() }).nullable(),
});
