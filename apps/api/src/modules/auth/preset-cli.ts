import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { presetAccountInputSchema } from '@photostudy/contracts';
import { type PresetAccountInput, presetInputsFromCsv } from './preset-accounts.service';

/** Usage of `npm run preset-accounts`. */
export const PRESET_CLI_USAGE = [
  'usage: npm run preset-accounts -- add --email EMAIL [--password P] [--name N] [--role student|expert|admin] [--grade G] [--language en|es] [--sessions N] [--writing N]',
  '       npm run preset-accounts -- add --id USER_ID [--password P] [--grade G] [--sessions N] [--writing N]',
  '       npm run preset-accounts -- import FILE.csv   (header: email,id,name,password,role,grade,language,sessions,writing_credits,features)',
  'Without --password the account creates its password at its first login. Grade -1 is written --grade=-1.',
].join('\n');

/** Reads the command line into preset account inputs, or an error text. */
export function presetCliInputs(
  argv: string[],
  readFile: (path: string) => string = (p) => readFileSync(p, 'utf8'),
): { inputs: PresetAccountInput[] } | { error: string } {
  const [command, ...rest] = argv;
  if (command === 'import') {
    const file = rest[0];
    if (!file) return { error: PRESET_CLI_USAGE };
    const { inputs, errors } = presetInputsFromCsv(readFile(file));
    const problems = Object.entries(errors);
    if (problems.length > 0) return { error: problems.map(([field, message]) => `${field}: ${message}`).join('\n') };
    return { inputs };
  }
  if (command !== 'add') return { error: PRESET_CLI_USAGE };
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        id: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        grade: { type: 'string' },
        language: { type: 'string' },
        sessions: { type: 'string' },
        writing: { type: 'string' },
      },
    }));
  } catch (err) {
    return { error: `${err instanceof Error ? err.message : String(err)}\n${PRESET_CLI_USAGE}` };
  }
  const number = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  const parsed = presetAccountInputSchema.safeParse({
    email: values.email,
    id: values.id,
    password: values.password,
    name: values.name,
    role: values.role,
    grade: number(values.grade),
    language: values.language,
    sessions: number(values.sessions),
    writing_credits: number(values.writing),
  });
  if (!parsed.success) return { error: parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n') };
  return { inputs: [parsed.data] };
}
