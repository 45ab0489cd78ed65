import fc from 'fast-check';
import type { SignupInput } from '../../../src/domain';
import { session, sessionRaidCall } from './session-steps';
import { answerOf, both, ownerOf, tokenOf } from './pair';
import { raidId, resolveRaid } from './raid-pick';
import { Step } from './step';
import { day, nicknames, notes, roles, shown, statuses } from './world';

const role = fc.constantFrom(...roles);

/** The week from the clock's now: what the panel's overview asks for. */
const weekFrom = (now: Date) => ({ from: now.toISOString(), to: new Date(now.getTime() + 7 * day).toISOString() });
/** From the week before the start to ten weeks after it: every night a sequence can touch. */
export const wideRange = { from: '2026-02-23T00:00:00Z', to: '2026-05-11T00:00:00Z' };

const saveSignupStep = fc
  .record({
    held: session,
    raid: raidId,
    status: fc.constantFrom(...statuses),
    role,
    // Mostly without the optional fields, so most answers are taken and fill the rosters.
    note: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...notes) }),
    // A character by id (both stores count them from 1): the raider's own, another's or none; without
    // a role sometimes, so the spec's role is taken.
    characterId: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom('1', '2', '3', 'x') }),
    withoutRole: fc.boolean(),
  })
  .map(({ held, raid, status, role: answered, note, characterId, withoutRole }) => {
    const fields: Omit<SignupInput, 'raidId'> = { status };
    if (!(withoutRole && characterId !== undefined)) fields.role = answered;
    if (note !== undefined) fields.note = note;
    if (characterId !== undefined) fields.characterId = characterId;
    return new Step(`saveSignup(session ${held}, ${raid}, ${shown(fields)})`, async (_agreed, pair) => {
      const id = await resolveRaid(pair, raid);
      const { local } = await both(pair, 'saveSignup', (side) => side.api.saveSignup(tokenOf(side, held), id, fields));
      if (local.ok) pair.answered.push({ raidId: local.value.signup.raidId, nickname: local.value.signup.raider });
    });
  });

const decideRosterStep = fc
  .record({
    held: session,
    raid: raidId,
    // Mostly the owner of a session, who may well have answered the night.
    name: fc.oneof(fc.constantFrom(...nicknames), session),
    decision: fc.constantFrom('confirmed', 'bench', 'auto') as fc.Arbitrary<'confirmed' | 'bench' | 'auto'>,
    role: fc.option(role, { nil: undefined }),
  })
  .map(({ held, raid, name, decision, role: taken }) => {
    const input = taken === undefined ? { decision } : { decision, role: taken };
    const who = typeof name === 'string' ? name : `the raider of session ${name}`;
    return new Step(`decideRoster(session ${held}, ${raid}, ${who}, ${shown(input)})`, async (_agreed, pair) => {
      const id = await resolveRaid(pair, raid);
      const nickname = typeof name === 'string' ? name : ownerOf(pair, name);
      await both(pair, 'decideRoster', (side) => side.api.decideRoster(tokenOf(side, held), id, nickname, input));
    });
  });

/** A decision about someone who answered: the commands above rarely name a raider on a night they answered. */
const decideAboutAnswerStep = fc
  .record({
    held: session,
    answer: fc.nat(20),
    decision: fc.constantFrom('confirmed', 'bench', 'auto') as fc.Arbitrary<'confirmed' | 'bench' | 'auto'>,
    role: fc.option(role, { nil: undefined }),
  })
  .map(({ held, answer, decision, role: taken }) => {
    const input = taken === undefined ? { decision } : { decision, role: taken };
    return new Step(`decideRoster(session ${held}, answer ${answer}, ${shown(input)})`, async (_agreed, pair) => {
      const { raidId: id, nickname } = answerOf(pair, answer);
      await both(pair, `decideRoster(${id}, ${nickname})`, (side) => side.api.decideRoster(tokenOf(side, held), id, nickname, input));
    });
  });

/**
 * Several decisions about one night at once (previews too): mostly about raiders who answered it, some
 * about names that did not (the whole batch is refused then), some with a bad field.
 */
const decideRostersStep = fc
  .record({
    held: session,
    answer: fc.nat(20),
    others: fc.array(
      fc.record({
        pick: fc.oneof({ weight: 4, arbitrary: fc.nat(20) }, { weight: 1, arbitrary: fc.constantFrom(...nicknames) }),
        decision: fc.constantFrom('confirmed', 'bench', 'auto', 'potwierdzony'),
        role: fc.option(role, { nil: undefined }),
      }),
      { maxLength: 4 },
    ),
    preview: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map(({ held, answer, others, preview }) => {
    return new Step(`decideRosters(session ${held}, answer ${answer}, ${shown(others)}, preview ${preview})`, async (_agreed, pair) => {
      const { raidId: id } = answerOf(pair, answer);
      // Numbers pick raiders who answered this night (else the first answer's raider); names are taken as they are.
      const onNight = pair.answered.filter((one) => one.raidId === id);
      const decisions = others.map(({ pick, decision, role: taken }) => ({
        nickname: typeof pick === 'string' ? pick : (onNight[pick % Math.max(onNight.length, 1)]?.nickname ?? 'Nikt'),
        decision,
        ...(taken === undefined ? {} : { role: taken }),
      }));
      const input = preview === undefined ? { decisions } : { decisions, preview };
      await both(pair, `decideRosters(${id})`, (side) => side.api.decideRosters(tokenOf(side, held), id, input));
    });
  });

/** The fair-bench suggestion applied to a night someone answered (read on any night below). */
const applySuggestionStep = fc.record({ held: session, answer: fc.nat(20) }).map(
  ({ held, answer }) =>
    new Step(`applyRosterSuggestion(session ${held}, answer ${answer})`, async (_agreed, pair) => {
      const { raidId: id } = answerOf(pair, answer);
      await both(pair, `applyRosterSuggestion(${id})`, (side) => side.api.applyRosterSuggestion(tokenOf(side, held), id));
    }),
);

/** Commands the sequences should hold more of. */
export const frequentRaidSteps = [saveSignupStep, decideAboutAnswerStep];

export const raidSteps: Array<fc.Arbitrary<Step>> = [
  saveSignupStep,
  decideRosterStep,
  decideAboutAnswerStep,
  decideRostersStep,
  applySuggestionStep,
  sessionRaidCall('rosterSuggestion'),
  sessionRaidCall('getRoster'),
  session.map(
    (held) =>
      new Step(`listRosters(session ${held}, the coming week)`, async (_agreed, pair) => {
        const range = weekFrom(pair.clock.now());
        await both(pair, 'listRosters', (side) => side.api.listRosters(tokenOf(side, held), range));
      }),
  ),
  session.map(
    (held) =>
      new Step(`mySignups(session ${held})`, async (_agreed, pair) => {
        await both(pair, 'mySignups', (side) => side.api.mySignups(tokenOf(side, held), wideRange));
      }),
  ),
];
