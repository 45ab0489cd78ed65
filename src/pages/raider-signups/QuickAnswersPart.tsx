import { raidCount } from '../../domain/counted-phrases';
import type { SignupInput } from '../../domain/raids/signup-types';
import { useToast } from '../../ui';
import { saveManyAnswers, type BoardWrites } from './board-writes';
import { QuickAnswers, type QuickAnswersProps } from './QuickAnswers';
import { useGamePack } from '../raider-board/use-game-pack';
import { useMyCharacters } from '../raider-board/use-my-characters';

export interface QuickAnswersPartProps extends Omit<QuickAnswersProps, 'onSaveMany' | 'characters' | 'pack'> {
  writes: BoardWrites | null;
}

/**
 * The compact list wired to the board and the raider's characters: many answers in one write, told with a
 * toast. Loaded apart from the page.
 */
export default function QuickAnswersPart({ writes, ...props }: QuickAnswersPartProps) {
  const toast = useToast();
  const characters = useMyCharacters();
  const pack = useGamePack();
  async function saveMany(inputs: SignupInput[]): Promise<boolean> {
    if (!writes) return false;
    const result = await saveManyAnswers(writes, inputs);
    if (result.ok) toast.add({ title: `Zapisano: ${raidCount(inputs.length)}`, tone: 'success' });
    else toast.add({ title: 'Nie zapisano', description: result.message, tone: 'error', foreground: true });
    return result.ok;
  }
  return <QuickAnswers {...props} characters={characters} pack={pack} onSaveMany={saveMany} />;
}
