export declare const serverCommands: Record<'admin' | 'backup' | 'restore' | 'discord-register', string>;
