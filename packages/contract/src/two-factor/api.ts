import { defineRoutes } from '../common/route';
import {
  stepUpAnswer,
  stepUpBody,
  twoFactorConfirmBody,
  twoFactorDisableBody,
  twoFactorEnrolment,
  twoFactorRecoveryCodes,
  twoFactorStartBody,
  twoFactorStatus,
} from './two-factor';

/** Two-factor sign-in of the signed-in user (issue 7): status, enrolment with a current code, turning it off. */
export const TWO_FACTOR_API = defineRoutes({
  status: { method: 'GET', path: '/api-portal/user/two-factor', responses: { 200: twoFactorStatus } },
  start: {
    method: 'POST',
    path: '/api-portal/user/two-factor/enrolment',
    body: twoFactorStartBody,
    responses: { 200: twoFactorEnrolment },
  },
  confirm: {
    method: 'POST',
    path: '/api-portal/user/two-factor/enrolment/confirm',
    body: twoFactorConfirmBody,
    responses: { 200: twoFactorRecoveryCodes },
  },
  stepUp: { method: 'POST', path: '/api-portal/two-factor/step-up', body: stepUpBody, responses: { 200: stepUpAnswer } },
  disable: { method: 'POST', path: '/api-portal/user/two-factor/disable', body: twoFactorDisableBody, responses: { 200: twoFactorStatus } },
});
