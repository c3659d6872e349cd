import { mentionedIn } from '@cmms/shared/work-order-record';
import { describe, expect, it } from 'vitest';
import { insertMention, mentionParts, mentionQueryAt, mentionSuggestions } from './record-mentions';

const people = [
  { id: 'jo', name: 'Jo Smith' },
  { id: 'mary', name: 'Mary Jones' },
  { id: 'bob', name: 'Bob Stone' },
  { id: 'dan', name: 'Dan' },
  { id: 'danb', name: 'Dan Brown' },
];

describe('mentionQueryAt', () => {
  it('finds the @word just before the caret', () => {
    expect(mentionQueryAt('Hi @Ma', 6)).toEqual({ start: 3, query: 'Ma' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    // The caret in the middle of the text: only what is before it counts.
    expect(mentionQueryAt('Hi @Ma, thanks', 6)).toEqual({ start: 3, query: 'Ma' });
  });
  it('offers nobody inside an e-mail address, after a space, or without an @', () => {
    expect(mentionQueryAt('write to jo@example', 19)).toBeNull();
    expect(mentionQueryAt('Hi @Mary and', 12)).toBeNull();
    expect(mentionQueryAt('Hi Mary', 7)).toBeNull();
  });
});

describe('mentionSuggestions', () => {
  it('matches the start of any word of a name, in any case', () => {
    expect(mentionSuggestions(people, 'jo').map((person) => person.id)).toEqual(['jo', 'mary']);
    expect(mentionSuggestions(people, 'STO').map((person) => person.id)).toEqual(['bob']);
    expect(mentionSuggestions(people, 'ith')).toEqual([]);
  });
  it('offers everyone, up to the limit, for a bare @', () => {
    expect(mentionSuggestions(people, '')).toHaveLength(5);
    expect(mentionSuggestions(people, '', 2).map((person) => person.id)).toEqual(['jo', 'mary']);
  });
});

describe('insertMention', () => {
  it('writes the full name and a space, and puts the caret after them', () => {
    const text = 'Hi @Ma thanks';
    const query = mentionQueryAt(text, 6);
    if (!query) throw new Error('no query');
    const result = insertMention(text, query.start, 6, 'Mary Jones');
    expect(result.text).toBe('Hi @Mary Jones thanks');
    expect(result.text.slice(0, result.caret)).toBe('Hi @Mary Jones ');
    // The server, reading the comment, finds exactly the person chosen.
    expect(mentionedIn(result.text, people)).toEqual(['mary']);
  });
  it('at the end of the text', () => {
    expect(insertMention('@da', 0, 3, 'Dan Brown')).toEqual({ text: '@Dan Brown ', caret: 11 });
  });
});

describe('mentionParts', () => {
  it('marks the mentions of known people, the longest name first', () => {
    expect(mentionParts('@Dan Brown and @dan, see @Daniel', people)).toEqual([
      { kind: 'mention', text: '@Dan Brown' },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', text: '@dan' },
      { kind: 'text', text: ', see @Daniel' },
    ]);
  });
  it('leaves a text without mentions whole', () => {
    expect(mentionParts('Replaced the belt @ 10am', people)).toEqual([
      { kind: 'text', text: 'Replaced the belt @ 10am' },
    ]);
    expect(mentionParts('', people)).toEqual([]);
  });
});
