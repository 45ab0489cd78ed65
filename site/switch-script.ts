import { showStoredPreference } from './first-paint';

showStoredPreference();
