import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

export type CodeKind = 'totp' | 'recovery' | 'either';

/** A one-time code field: the phone's keypad for six digits, the app's autofill, no autocorrection. */
export function OneTimeCodeInput({ kind, ref, ...props }: TextInputProps & { kind: CodeKind; ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      ref={ref}
      inputMode={kind === 'totp' ? 'numeric' : 'text'}
      autoComplete="one-time-code"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      maxLength={kind === 'totp' ? 7 : 16}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.12em' } }}
      {...props}
    />
  );
}
