import { raidCount } from '../../domain/counted-phrases';
import type { SignupInput } from '../../domain/raids/signup-types';
import { useToast } from '../../ui';
import { saveManyAnswers, type BoardWrites } from './board-writes';
import { QuickAnswers, type QuickAnswersProps } from './QuickAnswers';

export interface QuickAnswersPartProps extends Omit<QuickAnswersProps, 'onSaveMany'> {
  writes: BoardWrites | null;
}

/** The compact list wired to the board: many answers in one write, told with a toast. Loaded apart from the page. */
export default function QuickAnswersPart({ writes, ...props }: QuickAnswersPartProps) {
  const toast = useToast();
  async function saveMany(inputs: SignupInput[]): Promise<boolean> {
    if (!writes) return false;
    const result = await saveManyAnswers(writes, inputs);
    if (result.ok) toast.add({ title: `Zapisano: ${raidCount(inputs.length)}`, tone: 'success' });
    else toast.add({ title: 'Nie zapisano', description: result.message, tone: 'error', foreground: true });
    return result.ok;
  }
  return <QuickAnswers {...props} onSaveMany={saveMany} />;
}
