import { describe, expect, it } from 'vitest';
import { settingsFromFields } from './settings-fields.ts';

describe('settingsFromFields', () => {
  it('builds the lists in row order, drops empty rows and unknown keys, reads the rate', () => {
    const body = settingsFromFields({
      commissionValue: '2,5',
      email: ' help@souqna.sa ',
      phoneNumber: '966500000000',
      'terms.1.ar_title': 'ثانيًا',
      'terms.1.en_title': 'Second',
      'terms.0.ar_title': 'أولًا',
      'terms.0.en_body': 'First body',
      'terms.2.ar_title': '',
      'terms.0.evil': 'x',
      'supportQuestions.0.en_question': 'How?',
    });
    expect(body.commissionValue).toBe(2.5);
    expect(body.email).toBe('help@souqna.sa');
    expect(body.terms).toEqual([
      { ar_title: 'أولًا', en_title: '', ar_body: '', en_body: 'First body' },
      { ar_title: 'ثانيًا', en_title: 'Second', ar_body: '', en_body: '' },
    ]);
    expect(body.supportQuestions).toEqual([
      { ar_question: '', en_question: 'How?', ar_answer: '', en_answer: '' },
    ]);
    expect(body.commissionQuestions).toEqual([]);
  });
});
