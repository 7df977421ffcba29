import { suggestionRequestSchema } from '@photostudy/contracts';

/** What the suggestion composer edits. */
export interface SuggestionDraft {
  body: string;
  options: string[];
  timeRemaining: number;
}

/** Field errors as i18n keys, checked against the contract (2-4 non-empty options, 5-3600 s). */
export function validateSuggestion(draft: SuggestionDraft): { body?: string; options?: string; time?: string } {
  const errors: { body?: string; options?: string; time?: string } = {};
  if (!draft.body.trim()) errors.body = 'composer.errors.body';
  const filled = draft.options.map((o) => o.trim()).filter(Boolean);
  if (filled.length < 2 || filled.length > 4 || filled.length !== draft.options.length) errors.options = 'composer.errors.options';
  if (!Number.isInteger(draft.timeRemaining) || draft.timeRemaining < 5 || draft.timeRemaining > 3600) errors.time = 'composer.errors.time';
  if (Object.keys(errors).length === 0) {
    const parsed = suggestionRequestSchema.safeParse({
      body: draft.body,
      options: filled.map((body) => ({ body })),
      time_remaining: draft.timeRemaining,
    });
    if (!parsed.success) errors.options = 'composer.errors.options';
  }
  return errors;
}
