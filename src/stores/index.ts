export { createSessionStore, type Raider, type SessionStore } from './session-store';
