import { describe, expect, it } from 'vitest';
import { type CastingField, castingAnswersFor, checkAnswers, CASTING_MESSAGES as M } from './casting.ts';

const FIELDS: CastingField[] = [
  { id: 'name', type: 'text', label: 'Stage name', required: true },
  { id: 'about', type: 'long_text', label: 'About you', required: false },
  { id: 'age', type: 'number', label: 'Age', required: true },
  { id: 'avail', type: 'date', label: 'Available from', required: false },
  { id: 'hair', type: 'choice', label: 'Hair', required: true, options: ['Blonde', 'Dark', 'Red'] },
  { id: 'langs', type: 'multi_choice', label: 'Languages', required: false, options: ['English', 'French', 'Spanish'] },
  { id: 'shots', type: 'media_request', label: 'Two recent shots', required: false },
  { id: 'travel', type: 'yes_no', label: 'Can you travel?', required: true },
  { id: 'consent', type: 'consent', label: 'I consent to a test shoot.', required: true },
  { id: '7', type: 'text', label: 'A key of digits', required: false },
];
const GOOD = { name: 'Nova', age: 27, hair: 'Dark', travel: true, consent: true, langs: ['English'] };
const ITEM = '44444444-4444-4444-8444-444444444444';

// One schema, built from the studio's form, checks the answers in the browser and on the server.
describe('castingAnswersFor', () => {
  it('passes good answers; blank optional answers are no answers', () => {
    expect(checkAnswers(FIELDS, GOOD)).toEqual({});
    expect(checkAnswers(FIELDS, { ...GOOD, about: '   ', langs: [], shots: [], avail: undefined, 7: '' })).toEqual({});
    const out = castingAnswersFor(FIELDS).parse({ ...GOOD, name: '  Nova  ', about: ' ', shots: [ITEM] });
    expect(out).toMatchObject({ name: 'Nova', about: undefined, shots: [ITEM] });
  });

  it('names each bad answer with the contract’s words', () => {
    expect(
      checkAnswers(FIELDS, {
        name: '',
        age: 'x' as unknown as number,
        hair: 'Green',
        travel: 'yes' as unknown as boolean,
        consent: false,
        langs: ['Klingon'],
        extra: 'x',
      }),
    ).toEqual({
      name: M.answerRequired,
      age: M.answerNumber,
      hair: M.answerChoice,
      travel: M.answerYesNo,
      consent: M.answerConsent,
      langs: M.answerChoices,
      extra: M.noSuchField,
    });
  });

  it('a required field left out, a long answer, a bad date, repeated choices and too many items', () => {
    expect(
      checkAnswers(FIELDS, {
        ...GOOD,
        name: 'x'.repeat(301),
        age: undefined,
        avail: '2027-13-45',
        langs: ['English', 'English'],
        shots: Array.from({ length: 13 }, () => ITEM),
      }),
    ).toEqual({
      name: M.answerTooLong,
      age: M.answerRequired,
      avail: M.answerDate,
      langs: M.answerChoices,
      shots: M.answerMedia,
    });
    const { travel: _, consent: __, ...rest } = GOOD;
    expect(checkAnswers(FIELDS, rest)).toEqual({ travel: M.answerRequired, consent: M.answerConsent });
    expect(checkAnswers(FIELDS, { ...GOOD, shots: ['not-an-id'], 7: 5 as unknown as string })).toEqual({
      shots: M.answerMedia,
      7: M.answerRequired,
    });
  });
});
