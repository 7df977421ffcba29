import { describe, expect, it } from 'vitest';
import { camelToSnakeKey, snakeToCamelKey, toCamelDeep, toSnakeDeep } from './case';

describe('case helpers', () => {
  it('converts single keys both ways', () => {
    expect(snakeToCamelKey('open_question_ids')).toBe('openQuestionIds');
    expect(snakeToCamelKey('es_body')).toBe('esBody');
    expect(camelToSnakeKey('openQuestionIds')).toBe('open_question_ids');
    expect(camelToSnakeKey('qid')).toBe('qid');
  });

  it('converts nested objects and arrays deeply and round-trips', () => {
    const wire = {
      force_upgrading: false,
      open_question: { qid: 3, allow_spreadsheet: true },
      messages: [{ sender: { uid: 0 }, attachment_url: null, suggestion: { time_remaining: 60 } }],
    };
    const camel = toCamelDeep(wire);
    expect(camel).toEqual({
      forceUpgrading: false,
      openQuestion: { qid: 3, allowSpreadsheet: true },
      messages: [{ sender: { uid: 0 }, attachmentUrl: null, suggestion: { timeRemaining: 60 } }],
    });
    expect(camel.messages[0]?.suggestion.timeRemaining).toBe(60);
    expect(toSnakeDeep(camel)).toEqual(wire);
  });

  it('leaves non-plain values alone', () => {
    const date = new Date(0);
    expect(toCamelDeep({ some_date: date }).someDate).toBe(date);
    expect(toCamelDeep(null)).toBeNull();
    expect(toCamelDeep('a_b')).toBe('a_b');
  });
});
