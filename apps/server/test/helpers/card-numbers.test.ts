import { expect, it } from 'vitest';
import { holdsCardNumber } from './card-numbers';

it('finds a full card number in a string or a JSON value, spaced or not, and not in a UUID of digits', () => {
  expect(holdsCardNumber('4111111111111111')).toBe(true);
  expect(holdsCardNumber('4111 1111 1111 1111')).toBe(true);
  expect(holdsCardNumber({ card: { pan: '4111111111111111' } })).toBe(true);
  expect(holdsCardNumber('4111 **** **** 1111')).toBe(false);
  // the last group of this UUID is twelve digits
  expect(holdsCardNumber('123e4567-e89b-12d3-a456-426614174000')).toBe(false);
  expect(holdsCardNumber({ clientId: '123e4567-e89b-12d3-a456-426614174000', mask: '4111 **** **** 1111' })).toBe(false);
});
