/**
 * Where the guild's admin finds a setting in the panel: every message about a setting the panel holds
 * names this place (the server's start-up lines and refusals, the widget's notices).
 */
export const accessAndAddressesPlace = 'Członkowie → Ustawienia gildii → Dostęp i adresy';
