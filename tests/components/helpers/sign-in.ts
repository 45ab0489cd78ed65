import { allByText, getButton, getByLabel, typeInto } from './dom';

/** The password of every raider the component tests create. */
export const componentPassword = 'smocza jaskinia 42';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Creates the raider's account in the sign-in form: switches it to "Załóż konto" when it is not there
 * yet, types the nickname and the password and submits. Typing and clicking are separate tasks, as for
 * a person: Preact re-renders in a microtask after the input event, so a click in the same task would
 * still reach the submit handler of the previous render.
 */
export async function signIn(target: HTMLElement, nickname: string, password = componentPassword): Promise<void> {
  const toCreate = allByText<HTMLButtonElement>(target, 'button', 'Nie mam jeszcze konta')[0];
  if (toCreate) {
    toCreate.click();
    await nextTask();
  }
  typeInto(getByLabel(target, 'Nick w grze'), nickname);
  typeInto(getByLabel(target, 'Hasło'), password);
  await nextTask();
  getButton(target, 'Załóż konto').click();
}

/** Signs in to an account created earlier: the form's "Zaloguj się" mode, nickname and password. */
export async function signInExisting(target: HTMLElement, nickname: string, password = componentPassword): Promise<void> {
  const toSignIn = allByText<HTMLButtonElement>(target, 'button', 'Mam już konto')[0];
  if (toSignIn) {
    toSignIn.click();
    await nextTask();
  }
  typeInto(getByLabel(target, 'Nick w grze'), nickname);
  typeInto(getByLabel(target, 'Hasło'), password);
  await nextTask();
  getButton(target, 'Zaloguj się').click();
}
