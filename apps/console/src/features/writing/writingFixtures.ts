import type { StoredAuth } from '../../lib/api/tokens';

/** Test data of the Writing feature, in the wire's snake_case as the server sends it. */
export const WRITER: StoredAuth = { accessToken: 'a', refreshToken: 'r', uid: 9, email: 'writer@demo.test' };

/** Now, in epoch seconds, when a fixture is made. */
const now = () => Math.floor(Date.now() / 1000);

/** A queue item: waiting since `ageS`, due in `leftS` (48 h after it arrived by default). */
export function wireItem(id: number, over: { ageS?: number; leftS?: number } & Record<string, unknown> = {}) {
  const { ageS = 600, leftS, ...rest } = over;
  const created = now() - ageS;
  return {
    id,
    description: `Essay ${id}: please check my argument.`,
    source: 'file',
    state: 'waiting',
    created,
    deadline: leftS === undefined ? created + 48 * 3600 : now() + leftS,
    writer_uid: null,
    ...rest,
  };
}

/** A problem as the writer's problem screen reads it. */
export function wireProblem(over: Record<string, unknown> = {}) {
  return {
    ...wireItem(5, { state: 'claimed', writer_uid: WRITER.uid }),
    description: 'My essay on climate policy.\nPlease check the structure.',
    email: 'parent@example.com',
    file_name: 'essay.docx',
    url: null,
    original_file_url: '/api/files/signed/essay.docx',
    preview: { kind: 'html', html: '<h1>Climate policy</h1><p>Carbon taxes <strong>work</strong>.</p>' },
    review: null,
    rating_point: 0,
    ...over,
  };
}
