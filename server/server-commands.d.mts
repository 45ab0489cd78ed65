export declare const serverCommands: Record<'admin' | 'backup' | 'restore', string>;
