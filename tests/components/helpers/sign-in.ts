import { getButton, getByLabel, typeInto } from './dom';

/**
 * Types a nickname into the sign-in form and submits it. Typing and clicking are separate tasks, as
 * for a person: Preact re-renders in a microtask after the input event, so a click in the same task
 * would still reach the submit handler of the previous render.
 */
export async function signIn(target: HTMLElement, nickname: string): Promise<void> {
  typeInto(getByLabel(target, 'Nick w grze'), nickname);
  await new Promise((resolve) => setTimeout(resolve, 0));
  getButton(target, 'Zaloguj się').click();
}
