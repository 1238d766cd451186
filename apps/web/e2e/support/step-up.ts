import { expect, type Locator } from '@playwright/test';
import { generate } from 'otplib';
import { text } from './texts';

/** A TOTP code of `secret` now, or `stepsAhead` periods later (a code already spent at sign-in is not taken twice). */
export const totp = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

/** Answers the step-up dialog: a wrong code first (explained in the dialog), then the right one. */
export async function answerStepUp(prompt: Locator, secret: string, codeLabel = 'security:stepUp.code') {
  const code = prompt.getByRole('textbox', { name: text('en', codeLabel) });
  const next = await totp(secret, 1);
  await code.fill(String((Number(next) + 1) % 1_000_000).padStart(6, '0'));
  await prompt.getByRole('button', { name: text('en', 'security:stepUp.submit') }).click();
  await expect(prompt.getByRole('alert').filter({ hasText: text('en', 'security:errors.codeInvalid') })).toBeVisible();
  await code.fill(next);
  await prompt.getByRole('button', { name: text('en', 'security:stepUp.submit') }).click();
}
