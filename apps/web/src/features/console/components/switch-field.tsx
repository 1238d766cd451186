import { Switch, type SwitchProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A switch as a yes/no field of a console form: controlled, so that its value is always a boolean. */
export function SwitchField<V extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<V>; name: Path<V> } & Omit<SwitchProps, 'name'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch {...props} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.currentTarget.checked)} onBlur={field.onBlur} />
      )}
    />
  );
}
