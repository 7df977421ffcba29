/** A wire (snake_case) Writing problem for tests: waiting, from a docx, due 48 hours after it was sent. */
export function wireWritingProblem(overrides: Record<string, unknown> = {}) {
  const created = 1_700_000_000;
  return {
    id: 31,
    description: 'Please check the grammar of my essay on climate change.',
    email: null,
    source: 'file',
    file_name: 'climate-essay.docx',
    url: null,
    state: 'waiting',
    created,
    deadline: created + 48 * 3600,
    review: null,
    rating_point: 0,
    ...overrides,
  };
}

/** A wire writing info for tests: two credits, nothing used, nothing open. */
export function wireWritingInfo(overrides: Record<string, unknown> = {}) {
  return {
    credit_count: 2,
    weekly_limit: 3,
    weekly_used: 0,
    monthly_limit: 10,
    monthly_used: 0,
    blocked_by: null,
    question: null,
    ...overrides,
  };
}
