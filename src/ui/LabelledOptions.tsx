export interface LabelledOptionsProps<Value extends string> {
  /** The choices, in the order the list shows them. */
  values: readonly Value[];
  /** What each choice is called (in Polish): the option's text, its value stays the code. */
  labels: Readonly<Record<Value, string>>;
}

/** The `<option>`s of a `<select>` whose values are codes with a name each (roles, statuses, regions). */
export function LabelledOptions<Value extends string>({ values, labels }: LabelledOptionsProps<Value>) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}
