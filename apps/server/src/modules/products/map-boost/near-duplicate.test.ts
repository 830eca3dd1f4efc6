import { describe, expect, it } from 'vitest';
import { fingerprint, pageSimilarity, similarity, words } from './near-duplicate';

const text = (city: string, name: string) =>
  `${name} has served ${city} since 1998. Our ${city} team repairs leaks, installs water heaters and clears drains, ` +
  `and every ${city} customer gets a written quote before we start.`;

describe('near-duplicate detection', () => {
  it('splits accented, punctuated text into plain words', () => {
    expect(words('Café-Bar  Zoë’s, São Paulo!')).toEqual(['cafe', 'bar', 'zoe', 's', 'sao', 'paulo']);
  });

  it('sees a copy with only the business and city names swapped as the same page', () => {
    const austin = fingerprint({ text: text('Austin', 'Rosa Plumbing'), ownNames: ['Rosa Plumbing', 'Austin'] });
    const sanAntonio = fingerprint({ text: text('San Antonio', 'Alamo Pipes'), ownNames: ['Alamo Pipes', 'San Antonio'] });
    expect(similarity(austin, sanAntonio)).toBe(1);
  });

  it('scores unrelated texts low and small edits in between', () => {
    const a = fingerprint({ text: text('Austin', 'Rosa'), ownNames: ['Rosa', 'Austin'] });
    const other = fingerprint({
      text: 'We restore antique furniture by hand, from French polishing to rush seating, in our riverside workshop.',
      ownNames: ['Oak & Ash', 'Bath'],
    });
    expect(similarity(a, other)).toBe(0);
    const edited = fingerprint({
      text: `${text('Austin', 'Rosa')} We also fit water softeners and offer a yearly maintenance plan with priority visits.`,
      ownNames: ['Rosa', 'Austin'],
    });
    const score = similarity(a, edited);
    expect(score).toBeGreaterThan(0.3);
    expect(score).toBeLessThan(0.8);
  });

  it('removes both pages’ names from both texts, and counts the same description with other services as a copy', () => {
    const description =
      'A neighbourhood bakery on South Congress baking sourdough, pastries and celebration cakes from scratch every morning.';
    const original = {
      description,
      services: ['Custom cakes', 'Sourdough bread', 'Pastries', 'Catering'],
      ownNames: ['Clara’s Bakery', '1200 South Congress Ave', 'Austin', 'TX'],
    };
    const copy = { description, services: ['Custom cakes'], ownNames: ['Clara’s Bakery Round Rock', '1 Main St', 'Round Rock'] };
    expect(pageSimilarity(original, copy)).toBe(1);
    const own = {
      description: 'Our Round Rock shop bakes gluten-free loaves and hosts Saturday decorating classes for kids and grown-ups.',
      services: ['Custom cakes'],
      ownNames: ['Clara’s Bakery Round Rock', '1 Main St', 'Round Rock'],
    };
    expect(pageSimilarity(original, own)).toBeLessThan(0.2);
  });
});
