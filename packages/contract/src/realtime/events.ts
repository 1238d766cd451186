/** Live channels (CONTRACTS §7). */
export const NAMESPACES = { user: '/api-user', support: '/support' } as const;
export const USER_EVENTS = {
  requestData: 'data',
  data: 'dataR',
  update: 'update',
  updateKyc: 'update-kyc',
  insertKyc: 'insert-kyc',
  deleteKyc: 'delete-kyc',
  maintenance: 'maintenance',
  teamMember: 'team-member',
} as const;
export const SUPPORT_EVENTS = { messages: 'support.messages', message: 'support.message' } as const;
