/** A name as a search compares it: no case, no accents, single spaces. */
const folded = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('ms').replace(/\s+/g, ' ').trim();

/** Whether `name` holds every word of `query` (an empty query matches every name). */
export const matchesName = (name: string, query: string): boolean => {
  const haystack = folded(name);
  return folded(query)
    .split(' ')
    .every((word) => haystack.includes(word));
};
