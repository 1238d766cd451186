import { defineRoutes } from '../common/route';
import { user } from '../user/user';
import { changePasswordBody, changePhoneBody, passwordChanged } from './profile';

export * from './profile';

/** The signed-in user's own profile calls (customer-portal §7): phone number and password. */
export const ACCOUNT_API = defineRoutes({
  changePhone: { method: 'POST', path: '/api-portal/user/change-phone', body: changePhoneBody, responses: { 200: user } },
  changePassword: {
    method: 'POST',
    path: '/api-portal/user/change-password',
    body: changePasswordBody,
    responses: { 200: passwordChanged },
  },
});
