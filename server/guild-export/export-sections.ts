import { accountSection } from './account-section';
import { countersSection, settingsSection } from './settings-section';
import { tableSection, type ExportSection } from './table-section';

/**
 * Every section of the export, in the order an import writes them (a row after what it refers to).
 * Adding one is one entry here. Never exported: sessions, reset codes, calendar feeds (their key stays
 * with the server), the Discord outbox (this server's deliveries) and `exportedSettings`' left-outs.
 */
export const exportSections: readonly ExportSection[] = [
  accountSection,
  tableSection(
    'characters',
    'characters',
    {
      id: 'integer',
      raiderKey: 'text',
      name: 'text',
      realm: 'text?',
      classId: 'text',
      specId: 'text',
      main: 'boolean',
      itemLevel: 'integer?',
      createdAt: 'text',
    },
    'id',
  ),
  tableSection(
    'series',
    'raid_series',
    { id: 'text', position: 'integer', startsOn: 'text?', endsOn: 'text?', createdAt: 'text' },
    'position, id',
  ),
  tableSection('seriesVersions', 'raid_series_versions', { seriesId: 'text', validFrom: 'text', fields: 'json' }, 'series_id, valid_from'),
  tableSection('raids', 'one_off_raids', { id: 'text', fields: 'json', createdAt: 'text' }, 'id'),
  tableSection('nightChanges', 'raid_night_changes', { raidId: 'text', change: 'json', updatedAt: 'text' }, 'raid_id'),
  tableSection(
    'signups',
    'signups',
    {
      raidId: 'text',
      raiderKey: 'text',
      raider: 'text',
      status: 'text',
      role: 'text',
      characterId: 'text?',
      characterName: 'text?',
      characterClass: 'text?',
      note: 'text?',
      sequence: 'integer',
      updatedAt: 'text',
    },
    'raid_id, raider_key',
  ),
  tableSection(
    'standing',
    'standing_answers',
    {
      seriesId: 'text',
      raiderKey: 'text',
      raider: 'text',
      status: 'text',
      role: 'text',
      characterId: 'text?',
      note: 'text?',
      sequence: 'integer',
      since: 'text',
      updatedAt: 'text',
    },
    'series_id, raider_key',
  ),
  tableSection(
    'rosterDecisions',
    'roster_decisions',
    {
      raidId: 'text',
      raiderKey: 'text',
      raider: 'text',
      decision: 'text',
      role: 'text?',
      sequence: 'integer?',
      decidedBy: 'text',
      decidedAt: 'text',
    },
    'raid_id, raider_key',
  ),
  tableSection(
    'attendance',
    'attendance',
    { raidId: 'text', raiderKey: 'text', raider: 'text', attendance: 'text', recordedBy: 'text', recordedAt: 'text' },
    'raid_id, raider_key',
  ),
  tableSection(
    'absences',
    'absences',
    { id: 'integer', raiderKey: 'text', raider: 'text', fromDate: 'text', toDate: 'text', note: 'text?', createdAt: 'text' },
    'id',
  ),
  // The addons' awards as they came in (keyed on the addon's own id): matched to characters on read.
  tableSection(
    'loot',
    'loot_awards',
    {
      id: 'text',
      player: 'text',
      itemId: 'integer',
      itemName: 'text',
      response: 'text',
      offspec: 'boolean',
      awardedAt: 'text',
      instance: 'text',
      boss: 'text',
      difficulty: 'text?',
      note: 'text?',
      importedAt: 'text',
    },
    'id',
  ),
  settingsSection,
  countersSection,
  tableSection('audit', 'audit', { at: 'text', actor: 'text', action: 'text', target: 'text?', detail: 'text?' }, 'id'),
  tableSection(
    'raidHelperSignups',
    'raid_helper_signups',
    { signUpId: 'text', eventId: 'text', raidId: 'text', raiderKey: 'text', importedAt: 'text' },
    'signup_id',
    // Raid-Helper's API spells it signUpId; the table was named before the section.
    { signUpId: 'signup_id' },
  ),
  // What the calendar feeds last said about each night: a raider's calendar sees a moved night as moved.
  tableSection('feedRevisions', 'feed_revisions', { raidId: 'text', timeHash: 'text', sequence: 'integer' }, 'raid_id'),
  // The bot's posts in the guild's Discord server: the new server edits them instead of posting again.
  tableSection(
    'discordRaidPosts',
    'discord_raid_posts',
    { raidId: 'text', channelId: 'text', messageId: 'text', body: 'text', startsAt: 'text' },
    'raid_id',
  ),
  tableSection(
    'discordRosterMessages',
    'discord_roster_messages',
    { raidId: 'text', part: 'integer', messageId: 'text', content: 'text' },
    'raid_id, part',
  ),
];
