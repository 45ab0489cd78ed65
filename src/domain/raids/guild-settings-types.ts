/** "Ustawienia gildii" as an admin sees them: the webhook only masked. */
export interface GuildSettingsView {
  /** Masked (`https://discord.com/api/webhooks/1234…/••••wxyz`), or `null` when none is set. */
  discordWebhookUrl: string | null;
  discordWebhookSource: 'database' | 'environment' | null;
  rosterHoursBefore: number;
  reminderHoursBefore: number;
}

/** What the admin changes; `discordWebhookUrl: null` removes the stored webhook. */
export interface GuildSettingsInput {
  discordWebhookUrl?: string | null;
  rosterHoursBefore?: number;
  reminderHoursBefore?: number;
}

/** One Discord announcement and how its delivery went. */
export interface DeliveryView {
  id: number;
  eventKey: string;
  kind: string;
  /** `skipped`: a roster or reminder whose time came with nothing to say (`lastError` says why). */
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
  lastError: string | null;
  /** The message's start, to recognise it. */
  preview: string;
}
