import { describe, expect, it } from 'vitest';
import { mentionedIn } from './mentions';

const team = [
  { userId: 'u-sam', name: 'Sam Rivera', email: 'sam@example.test' },
  { userId: 'u-priya', name: 'Priya Patel', email: 'priya@example.test' },
  { userId: 'u-avery', name: 'Avery', email: 'avery@example.test' },
  { userId: 'u-dot', name: 'J.R. (Ops)', email: 'jr@example.test' },
];
const ids = (text: string, sender = 'u-avery') => mentionedIn(text, team, sender).map((person) => person.userId);

describe('@mentions in a project thread', () => {
  it('finds a teammate by full name or first name, any case, at the end or before punctuation', () => {
    expect(ids('Hi @Sam, can you look?')).toEqual(['u-sam']);
    expect(ids('over to @sam rivera')).toEqual(['u-sam']);
    expect(ids('@PRIYA and @sam.')).toEqual(['u-sam', 'u-priya']);
  });

  it('needs the whole name word: no match inside a longer word, an email address or without the @', () => {
    expect(ids('@Samantha will do it')).toEqual([]);
    expect(ids('mail sam@example.test or priya')).toEqual([]);
    expect(ids('Sam, please')).toEqual([]);
  });

  it('never names the sender, and reads names with regex characters literally', () => {
    expect(ids('note to self @Avery', 'u-avery')).toEqual([]);
    expect(ids('ask @J.R. (Ops) today')).toEqual(['u-dot']);
    expect(ids('ask @JXR today')).toEqual([]);
  });
});
