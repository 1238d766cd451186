import { z } from 'zod/mini';
import { defineRoutes } from '../common/route';
import {
  teamInvitation,
  teamMember,
  teamMemberBody,
  teamMemberChange,
  teamMemberDeleteBody,
  teamMemberKeysQuery,
  teamMemberList,
  teamRoleBody,
} from './team';

/** `{id}` of revoke and recover: the member's developerId (its user id); the team member's own id is accepted too. */
export const teamMemberIdParams = z.object({ id: z.string().check(z.maxLength(64)) });

/**
 * Team members of the signed-in partner (customer-portal §4, §7). The recover path is not in the
 * specification: `GET …/team-member/recover/{id}` mirrors revoke.
 */
export const TEAM_API = defineRoutes({
  list: { method: 'GET', path: '/api-portal/user/team-member', responses: { 200: teamMemberList } },
  invite: { method: 'POST', path: '/api-portal/user/team-member', body: teamMemberBody, responses: { 200: teamInvitation } },
  remove: { method: 'POST', path: '/api-portal/user/team-member/delete', body: teamMemberDeleteBody, responses: { 200: teamMemberChange } },
  revoke: {
    method: 'GET',
    path: '/api-portal/user/team-member/revoke/:id',
    params: teamMemberIdParams,
    query: teamMemberKeysQuery,
    responses: { 200: teamMemberChange },
  },
  setRole: {
    method: 'PUT',
    path: '/api-portal/user/team-member/role/:id',
    params: teamMemberIdParams,
    body: teamRoleBody,
    responses: { 200: teamMember },
  },
  transferOwnership: {
    method: 'POST',
    path: '/api-portal/user/team-member/owner/:id',
    params: teamMemberIdParams,
    responses: { 200: teamMember },
  },
  recover: {
    method: 'GET',
    path: '/api-portal/user/team-member/recover/:id',
    params: teamMemberIdParams,
    responses: { 200: teamMemberChange },
  },
});
