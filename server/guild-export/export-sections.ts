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
      id: ['id', 'integer'],
      raiderKey: ['raider_key', 'text'],
      name: ['name', 'text'],
      realm: ['realm', 'text?'],
      classId: ['class_id', 'text'],
      specId: ['spec_id', 'text'],
      main: ['main', 'boolean'],
      itemLevel: ['item_level', 'integer?'],
      createdAt: ['created_at', 'text'],
    },
    'id',
  ),
  tableSection(
    'series',
    'raid_series',
    {
      id: ['id', 'text'],
      position: ['position', 'integer'],
      startsOn: ['starts_on', 'text?'],
      endsOn: ['ends_on', 'text?'],
      createdAt: ['created_at', 'text'],
    },
    'position, id',
  ),
  tableSection(
    'seriesVersions',
    'raid_series_versions',
    { seriesId: ['series_id', 'text'], validFrom: ['valid_from', 'text'], fields: ['fields', 'json'] },
    'series_id, valid_from',
  ),
  tableSection('raids', 'one_off_raids', { id: ['id', 'text'], fields: ['fields', 'json'], createdAt: ['created_at', 'text'] }, 'id'),
  tableSection(
    'nightChanges',
    'raid_night_changes',
    { raidId: ['raid_id', 'text'], change: ['change', 'json'], updatedAt: ['updated_at', 'text'] },
    'raid_id',
  ),
  tableSection(
    'signups',
    'signups',
    {
      raidId: ['raid_id', 'text'],
      raiderKey: ['raider_key', 'text'],
      raider: ['raider', 'text'],
      status: ['status', 'text'],
      role: ['role', 'text'],
      characterId: ['character_id', 'text?'],
      characterName: ['character_name', 'text?'],
      characterClass: ['character_class', 'text?'],
      note: ['note', 'text?'],
      sequence: ['sequence', 'integer'],
      updatedAt: ['updated_at', 'text'],
    },
    'raid_id, raider_key',
  ),
  tableSection(
    'standing',
    'standing_answers',
    {
      seriesId: ['series_id', 'text'],
      raiderKey: ['raider_key', 'text'],
      raider: ['raider', 'text'],
      status: ['status', 'text'],
      role: ['role', 'text'],
      characterId: ['character_id', 'text?'],
      note: ['note', 'text?'],
      sequence: ['sequence', 'integer'],
      since: ['since', 'text'],
      updatedAt: ['updated_at', 'text'],
    },
    'series_id, raider_key',
  ),
  tableSection(
    'rosterDecisions',
    'roster_decisions',
    {
      raidId: ['raid_id', 'text'],
      raiderKey: ['raider_key', 'text'],
      raider: ['raider', 'text'],
      decision: ['decision', 'text'],
      role: ['role', 'text?'],
      sequence: ['sequence', 'integer?'],
      decidedBy: ['decided_by', 'text'],
      decidedAt: ['decided_at', 'text'],
    },
    'raid_id, raider_key',
  ),
  tableSection(
    'attendance',
    'attendance',
    {
      raidId: ['raid_id', 'text'],
      raiderKey: ['raider_key', 'text'],
      raider: ['raider', 'text'],
      attendance: ['attendance', 'text'],
      recordedBy: ['recorded_by', 'text'],
      recordedAt: ['recorded_at', 'text'],
    },
    'raid_id, raider_key',
  ),
  tableSection(
    'absences',
    'absences',
    {
      id: ['id', 'integer'],
      raiderKey: ['raider_key', 'text'],
      raider: ['raider', 'text'],
      fromDate: ['from_date', 'text'],
      toDate: ['to_date', 'text'],
      note: ['note', 'text?'],
      createdAt: ['created_at', 'text'],
    },
    'id',
  ),
  // The addons' awards as they came in (keyed on the addon's own id): matched to characters on read.
  tableSection(
    'loot',
    'loot_awards',
    {
      id: ['id', 'text'],
      player: ['player', 'text'],
      itemId: ['item_id', 'integer'],
      itemName: ['item_name', 'text'],
      response: ['response', 'text'],
      offspec: ['offspec', 'boolean'],
      awardedAt: ['awarded_at', 'text'],
      instance: ['instance', 'text'],
      boss: ['boss', 'text'],
      difficulty: ['difficulty', 'text?'],
      note: ['note', 'text?'],
      importedAt: ['imported_at', 'text'],
    },
    'id',
  ),
  settingsSection,
  countersSection,
  tableSection(
    'audit',
    'audit',
    { at: ['at', 'text'], actor: ['actor', 'text'], action: ['action', 'text'], target: ['target', 'text?'], detail: ['detail', 'text?'] },
    'id',
  ),
  tableSection(
    'raidHelperSignups',
    'raid_helper_signups',
    {
      signUpId: ['signup_id', 'text'],
      eventId: ['event_id', 'text'],
      raidId: ['raid_id', 'text'],
      raiderKey: ['raider_key', 'text'],
      importedAt: ['imported_at', 'text'],
    },
    'signup_id',
  ),
  // What the calendar feeds last said about each night: a raider's calendar sees a moved night as moved.
  tableSection(
    'feedRevisions',
    'feed_revisions',
    { raidId: ['raid_id', 'text'], timeHash: ['time_hash', 'text'], sequence: ['sequence', 'integer'] },
    'raid_id',
  ),
  // The bot's posts in the guild's Discord server: the new server edits them instead of posting again.
  tableSection(
    'discordRaidPosts',
    'discord_raid_posts',
    {
      raidId: ['raid_id', 'text'],
      channelId: ['channel_id', 'text'],
      messageId: ['message_id', 'text'],
      body: ['body', 'text'],
      startsAt: ['starts_at', 'text'],
    },
    'raid_id',
  ),
  tableSection(
    'discordRosterMessages',
    'discord_roster_messages',
    { raidId: ['raid_id', 'text'], part: ['part', 'integer'], messageId: ['message_id', 'text'], content: ['content', 'text'] },
    'raid_id, part',
  ),
];
