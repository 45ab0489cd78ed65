import { allByText, getButton, getByLabel, typeInto } from './dom';

/** The password of every raider the component tests create. */
export const componentPassword = 'smocza jaskinia 42';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The sign-in form's modes these helpers use: the button that switches to it, and its submit button. */
const modes = {
  create: { switchTo: 'Nie mam jeszcze konta', submit: 'Załóż konto' },
  signIn: { switchTo: 'Mam już konto', submit: 'Zaloguj się' },
} as const;

/**
 * Fills the sign-in form in one mode (switching to it when it is not there yet) and submits. Typing and
 * clicking are separate tasks, as for a person: Preact re-renders in a microtask after the input event,
 * so a click in the same task would still reach the submit handler of the previous render.
 */
async function submitIn(mode: keyof typeof modes, target: HTMLElement, nickname: string, password: string): Promise<void> {
  const toMode = allByText<HTMLButtonElement>(target, 'button', modes[mode].switchTo)[0];
  if (toMode) {
    toMode.click();
    await nextTask();
  }
  typeInto(getByLabel(target, 'Nick w grze'), nickname);
  typeInto(getByLabel(target, 'Hasło'), password);
  await nextTask();
  getButton(target, modes[mode].submit).click();
}

/** Creates the raider's account in the sign-in form ("Załóż konto"). */
export const signIn = (target: HTMLElement, nickname: string, password = componentPassword): Promise<void> =>
  submitIn('create', target, nickname, password);

/** Signs in to an account created earlier: the form's "Zaloguj się" mode, nickname and password. */
export const signInExisting = (target: HTMLElement, nickname: string, password = componentPassword): Promise<void> =>
  submitIn('signIn', target, nickname, password);
