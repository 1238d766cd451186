import { defineRoutes } from '../common/route';
import { okAnswer } from '../auth/session';
import { codeParams, emailBody, resetBody } from './forms';

/** E-mail confirmation and password recovery with the mailed codes. */
export const RECOVERY_API = defineRoutes({
  confirmEmail: { method: 'GET', path: '/api-portal/auth/confirm-email/:code', params: codeParams, responses: { 200: okAnswer } },
  resend: { method: 'POST', path: '/api-portal/auth/resend', body: emailBody, responses: { 200: okAnswer } },
  forgotPassword: { method: 'POST', path: '/api-portal/auth/forgot-password', body: emailBody, responses: { 200: okAnswer } },
  resetPassword: { method: 'POST', path: '/api-portal/auth/reset-password', body: resetBody, responses: { 200: okAnswer } },
});
