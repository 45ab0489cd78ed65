/**
 * A guild name as an ASCII slug for calendar UIDs and file names: `Bursztynowy Świt` → `bursztynowy-swit`.
 * `ł` has no decomposition in Unicode, so it is mapped by hand.
 */
export function guildSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'guild';
}
