import { useSignInStyles } from './SignInField';

/** The failure of an account form as a whole (not one field's), announced when it appears. */
export function FormFailure({ message }: { message: string | null }) {
  const styles = useSignInStyles();
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}
