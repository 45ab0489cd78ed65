import * as v from 'valibot';
import { raidRoles } from '../guild-config-types';
import type { GamePack } from './game-pack-types';

/** One problem of a guild's own game pack, where it is (`game.classes[2].specs[0].role`) and why, in Polish. */
export interface GamePackError {
  path: string;
  message: string;
}

const idPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const id = (what: string) =>
  v.pipe(
    v.string(`${what}: id musi być tekstem.`),
    v.regex(idPattern, `${what}: id to małe litery, cyfry i łączniki, np. "death-knight".`),
    v.maxLength(40, `${what}: id może mieć najwyżej 40 znaków.`),
  );
const name = (what: string) =>
  v.pipe(
    v.string(`${what}: nazwa musi być tekstem.`),
    v.trim(),
    v.minLength(1, `${what}: podaj nazwę.`),
    v.maxLength(60, `${what}: nazwa może mieć najwyżej 60 znaków.`),
  );

const buffSchema = v.strictObject({ id: id('Buff'), name: name('Buff') }, 'Buff: nieznane pole (dozwolone: id, name).');
const specSchema = v.strictObject(
  {
    id: id('Specjalizacja'),
    name: name('Specjalizacja'),
    role: v.picklist(raidRoles, `Nieznana rola – dozwolone: ${raidRoles.join(', ')}.`),
    brings: v.array(v.string('Buff specjalizacji musi być id buffa.'), 'brings musi być listą id buffów.'),
  },
  'Specjalizacja: nieznane pole (dozwolone: id, name, role, brings).',
);
const classSchema = v.strictObject(
  {
    id: id('Klasa'),
    name: name('Klasa'),
    colour: v.pipe(v.string('Kolor musi być tekstem.'), v.regex(/^#[0-9a-fA-F]{6}$/, 'Kolor klasy zapisz jako #rrggbb, np. "#c69b6d".')),
    icon: v.pipe(
      v.string('Ikona musi być tekstem.'),
      v.regex(/^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/, 'Ikona to dane ścieżki SVG (atrybut d) w polu 24×24.'),
      v.maxLength(2000, 'Ikona może mieć najwyżej 2000 znaków.'),
    ),
    specs: v.pipe(
      v.array(specSchema, 'specs musi być listą specjalizacji.'),
      v.minLength(1, 'Klasa potrzebuje co najmniej jednej specjalizacji.'),
    ),
  },
  'Klasa: nieznane pole (dozwolone: id, name, colour, icon, specs).',
);
const packSchema = v.strictObject(
  {
    id: id('Gra'),
    name: name('Gra'),
    classes: v.pipe(v.array(classSchema, 'classes musi być listą klas.'), v.minLength(1, 'Gra potrzebuje co najmniej jednej klasy.')),
    buffs: v.array(buffSchema, 'buffs musi być listą buffów.'),
  },
  'Gra: nieznane pole (dozwolone: id, name, classes, buffs).',
);

const pathOf = (issue: v.BaseIssue<unknown>, root: string) =>
  (issue.path ?? []).reduce((path, item) => (typeof item.key === 'number' ? `${path}[${item.key}]` : `${path}.${String(item.key)}`), root);

/**
 * Checks a guild's own game pack (the config's `game` object): its shape, then what ties it together
 * (ids unique, every buff a spec brings listed in `buffs`). Every problem is named in Polish with its
 * path under `root`, so a guild admin editing the JSON finds it.
 */
export function validateGamePack(input: unknown, root = 'game'): { ok: true; pack: GamePack } | { ok: false; errors: GamePackError[] } {
  const parsed = v.safeParse(packSchema, input, { abortPipeEarly: true });
  if (!parsed.success) {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return { ok: false, errors: [{ path: root, message: 'Gra to id dołączonej gry (np. "wow") albo obiekt gry.' }] };
    return { ok: false, errors: parsed.issues.map((issue) => ({ path: pathOf(issue, root), message: issue.message })) };
  }
  const pack = parsed.output;
  const errors: GamePackError[] = [];
  const duplicate = (path: string, what: string, value: string) =>
    errors.push({ path, message: `${what} "${value}" powtarza się – id muszą być różne.` });
  const buffIds = new Set<string>();
  pack.buffs.forEach((buff, index) => {
    if (buffIds.has(buff.id)) duplicate(`${root}.buffs[${index}].id`, 'Buff', buff.id);
    buffIds.add(buff.id);
  });
  const classIds = new Set<string>();
  pack.classes.forEach((gameClass, classIndex) => {
    const classPath = `${root}.classes[${classIndex}]`;
    if (classIds.has(gameClass.id)) duplicate(`${classPath}.id`, 'Klasa', gameClass.id);
    classIds.add(gameClass.id);
    const specIds = new Set<string>();
    gameClass.specs.forEach((spec, specIndex) => {
      const specPath = `${classPath}.specs[${specIndex}]`;
      if (specIds.has(spec.id)) duplicate(`${specPath}.id`, 'Specjalizacja', spec.id);
      specIds.add(spec.id);
      spec.brings.forEach((buffId, buffIndex) => {
        if (!buffIds.has(buffId))
          errors.push({ path: `${specPath}.brings[${buffIndex}]`, message: `Nieznany buff "${buffId}" – dodaj go do listy buffs gry.` });
      });
    });
  });
  return errors.length ? { ok: false, errors } : { ok: true, pack };
}
