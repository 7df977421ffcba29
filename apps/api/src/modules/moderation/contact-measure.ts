/**
 * Scores contact-detail detection on a labelled corpus: recall, precision and the lines it gets wrong, by kind.
 * Pure (used by the corpus test and bench/contacts).
 */
import type { CorpusLine } from './contact-corpus';
import { CONTACT_MASK, type ContactKind, type ModerationResult, moderateText } from './contact-details';

/** A detector to score: the chat moderation's by default. */
export type Detector = (text: string, options: { strict: boolean }) => ModerationResult;

/** A line the rule got wrong. */
export interface ScoredLine {
  text: string;
  kind: string;
  masked: string;
  findings: ContactKind[];
}

/** Counts of one kind of line. */
export interface KindScore {
  lines: number;
  wrong: number;
}

/** How one rule (adult or child) does on the corpus. */
export interface RuleScore {
  rule: 'adult' | 'child';
  lines: number;
  contacts: number;
  harmless: number;
  truePositives: number;
  falseNegatives: number;
  falsePositives: number;
  trueNegatives: number;
  /** Contact lines with a finding but with 7+ digits or an '@' address still readable (counted as misses). */
  partial: number;
  recall: number;
  precision: number;
  misses: ScoredLine[];
  /** Harmless lines masked; for the child rule, `byPolicy` lists those masked only as url/digits (by design). */
  wronglyMasked: ScoredLine[];
  byPolicy: number;
  byKind: Record<string, KindScore>;
}

const DIGIT_WORDS = /\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)\b/gi;
const READABLE_ADDRESS = /[a-z0-9._-]+\s*@\s*[a-z0-9-]+/i;

// Independent of the detector: what a reader could still copy out of a masked line.
function stillReadable(masked: string): boolean {
  const rest = masked.split(CONTACT_MASK).join(' ');
  const digits = (rest.match(/\d/g) ?? []).length + (rest.match(DIGIT_WORDS) ?? []).length;
  return digits >= 7 || READABLE_ADDRESS.test(rest);
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}

/** Runs the detector (adult rule, or child rule when `strict`) over every line and scores it. */
export function scoreCorpus(corpus: readonly CorpusLine[], strict: boolean, detect: Detector = moderateText): RuleScore {
  const score: RuleScore = {
    rule: strict ? 'child' : 'adult',
    lines: corpus.length,
    contacts: 0,
    harmless: 0,
    truePositives: 0,
    falseNegatives: 0,
    falsePositives: 0,
    trueNegatives: 0,
    partial: 0,
    recall: 0,
    precision: 0,
    misses: [],
    wronglyMasked: [],
    byPolicy: 0,
    byKind: {},
  };
  for (const line of corpus) {
    const result = detect(line.text, { strict });
    const findings = result.findings.map((f) => f.kind);
    const scored: ScoredLine = { text: line.text, kind: line.kind, masked: result.text, findings };
    const kind = (score.byKind[line.kind] ??= { lines: 0, wrong: 0 });
    kind.lines += 1;
    if (line.contact) {
      score.contacts += 1;
      const readable = findings.length > 0 && stillReadable(result.text);
      if (findings.length > 0 && !readable) {
        score.truePositives += 1;
      } else {
        score.falseNegatives += 1;
        if (readable) score.partial += 1;
        kind.wrong += 1;
        score.misses.push(scored);
      }
    } else {
      score.harmless += 1;
      if (findings.length === 0) {
        score.trueNegatives += 1;
      } else {
        score.falsePositives += 1;
        kind.wrong += 1;
        score.wronglyMasked.push(scored);
        if (strict && findings.every((k) => k === 'url' || k === 'digits')) score.byPolicy += 1;
      }
    }
  }
  // A partially masked contact line still counts as flagged for precision (the mask was right, only short).
  score.recall = ratio(score.truePositives, score.contacts);
  score.precision = ratio(score.truePositives + score.partial, score.truePositives + score.partial + score.falsePositives);
  return score;
}
