import { type CsvColumn, CsvImportPanel } from './CsvImportPanel';

/** Columns of the preset-account preview (others are sent as they are). */
const PRESET_COLUMNS: CsvColumn[] = [
  { name: 'email' },
  { name: 'id', aliases: ['user_id', 'login_id'] },
  { name: 'name' },
  { name: 'password', isSecret: true },
  { name: 'role' },
  { name: 'sessions' },
  { name: 'writing_credits' },
];

/** The preset-account CSV import: preview the rows, then create them all (or none, with each row's errors). */
export function CsvImport({ onCreate }: { onCreate: (csv: string) => Promise<number> }) {
  return <CsvImportPanel columns={PRESET_COLUMNS} textKey="admin.csv" onCreate={onCreate} />;
}
