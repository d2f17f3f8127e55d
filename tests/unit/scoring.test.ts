/** The exam marking rules of site/careers/server/scoring.ts, with hand-worked values. */
import { describe, expect, it } from 'vitest';
import { autoMarks, sheetTotals, type MarkedQuestion } from '../../site/careers/server/scoring';

const single: MarkedQuestion = { id: 1, kind: 'single_choice', correct: ['Paris'], marks: 2 };
const multiple: MarkedQuestion = { id: 2, kind: 'multiple_choice', correct: ['Red', 'Blue', 'Yellow'], marks: 3 };
const text: MarkedQuestion = { id: 3, kind: 'short_text', correct: ['HAVING'], marks: 5 };
const exact: MarkedQuestion = { id: 4, kind: 'short_text', correct: ['ORDER BY', 'order by clause'], marks: 4, exact: true };

describe('automatic marks', () => {
  it('single choice: all the marks for the one correct option, 0 for a wrong, blank or doubled answer', () => {
    expect(autoMarks(single, ['Paris'])).toBe(2);
    expect(autoMarks(single, ['Berlin'])).toBe(0);
    expect(autoMarks(single, [])).toBe(0);
    expect(autoMarks(single, ['Paris', 'Berlin'])).toBe(0);
  });

  it('multiple choice: a share per correct pick, minus a share per wrong pick, never below 0', () => {
    expect(autoMarks(multiple, ['Red', 'Blue', 'Yellow'])).toBe(3);
    expect(autoMarks(multiple, ['Red', 'Blue'])).toBe(2);
    expect(autoMarks(multiple, ['Red', 'Blue', 'Yellow', 'Green'])).toBe(2);
    expect(autoMarks(multiple, ['Red', 'Green'])).toBe(0);
    expect(autoMarks(multiple, ['Green', 'Purple'])).toBe(0);
    expect(autoMarks(multiple, ['Red', 'Blue', 'Yellow', 'Green', 'Purple'])).toBe(1);
    expect(autoMarks(multiple, ['Red', 'Red', 'Red'])).toBe(1); // repeating a pick counts once
    expect(autoMarks({ ...multiple, marks: 2 }, ['Red'])).toBe(0.67);
  });

  it('exact short answer: all the marks when it equals an accepted answer ignoring case and extra spaces, else 0', () => {
    expect(autoMarks(exact, ['ORDER BY'])).toBe(4);
    expect(autoMarks(exact, ['  order   by '])).toBe(4);
    expect(autoMarks(exact, ['Order\tBy'])).toBe(4);
    expect(autoMarks(exact, ['ORDER BY CLAUSE'])).toBe(4);
    expect(autoMarks(exact, ['ＯＲＤＥＲ ＢＹ'])).toBe(4); // full-width letters are the same letters (NFKC)
    expect(autoMarks(exact, ['orderby'])).toBe(0);
    expect(autoMarks(exact, ['order-by'])).toBe(0);
    expect(autoMarks(exact, ['order by x'])).toBe(0);
    expect(autoMarks(exact, [''])).toBe(0);
    expect(autoMarks(exact, [])).toBe(0);
  });

  it('short text: waits for a reviewer, unless left blank', () => {
    expect(autoMarks(text, ['having'])).toBeNull();
    expect(autoMarks(text, ['  '])).toBe(0);
    expect(autoMarks(text, [])).toBe(0);
  });
});

describe('sheet totals', () => {
  const all = [single, multiple, text];
  const given = { '1': ['Paris'], '2': ['Red', 'Blue'], '3': ['having'] };

  it('is not reviewed, nor passed, while a text answer waits', () => {
    expect(sheetTotals(all, given, {}, 50)).toEqual({ auto: 4, score: 4, max: 10, reviewed: false, passed: false });
  });

  it('adds the reviewer marks and passes at the pass mark', () => {
    expect(sheetTotals(all, given, { '3': 1 }, 50)).toEqual({ auto: 4, score: 5, max: 10, reviewed: true, passed: true });
    expect(sheetTotals(all, given, { '3': 0 }, 50)).toEqual({ auto: 4, score: 4, max: 10, reviewed: true, passed: false });
  });

  it('needs no reviewer when every text answer has an exact answer', () => {
    expect(sheetTotals([single, exact], { '1': ['Paris'], '4': [' order by '] }, {}, 50)).toEqual({ auto: 6, score: 6, max: 6, reviewed: true, passed: true });
    expect(sheetTotals([single, exact], { '1': ['Berlin'], '4': ['sort'] }, {}, 50)).toEqual({ auto: 0, score: 0, max: 6, reviewed: true, passed: false });
  });
});
