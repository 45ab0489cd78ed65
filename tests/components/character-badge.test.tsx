import { afterEach, describe, expect, it } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { EmotionContext, createInstanceEmotion } from '../../src/ui';
import { CharacterBadge } from '../../src/pages/raider-board/CharacterBadge';
import { wowPack } from '../../src/domain/game/wow-pack';
import type { CharacterRef } from '../../src/domain/characters/character-types';
import { waitForElement } from './helpers/wait-for';

const mounted: Array<{ root: Root; elements: HTMLElement[] }> = [];
afterEach(() => {
  for (const { root, elements } of mounted.splice(0)) {
    root.unmount();
    for (const element of elements) element.remove();
  }
});

async function rendered(character: CharacterRef): Promise<string> {
  const container = document.createElement('div');
  const styles = document.createElement('div');
  document.body.append(styles, container);
  const root = createRoot(container);
  mounted.push({ root, elements: [container, styles] });
  root.render(
    <EmotionContext.Provider value={createInstanceEmotion({ container: styles })}>
      <p>
        <CharacterBadge character={character} pack={wowPack} />
      </p>
    </EmotionContext.Provider>,
  );
  return (await waitForElement(container, 'p')).textContent ?? '';
}

describe('CharacterBadge in Skład', () => {
  const lodowa: CharacterRef = { id: '1', name: 'Lodowa', classId: 'death-knight', specId: 'frost' };

  it('shows the item level an import read next to the character', async () => {
    expect(await rendered({ ...lodowa, itemLevel: 489 })).toMatch(/^Lodowa .+ · ilvl 489$/);
  });

  it('shows no item level when none was read', async () => {
    expect(await rendered(lodowa)).not.toContain('ilvl');
  });
});
