import { useEffect } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * Checks `dependent` again whenever `field` changes, once it was touched: a confirmation field's
 * "does not match" follows the password it confirms, as one types either of them.
 */
export function useRevalidate<V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>, field: Path<V>, dependent: Path<V>) {
  const value = useWatch({ control: form.control, name: field });
  const { getFieldState, trigger } = form;
  useEffect(() => {
    if (getFieldState(dependent).isTouched) void trigger(dependent);
  }, [value, dependent, getFieldState, trigger]);
}
