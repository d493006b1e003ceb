import { apiRequest } from '#client/lib/api-client.ts';
import {
  AccountDeletedResponseSchema,
  PasswordChangedResponseSchema,
} from '#shared/schemas/user.schema.ts';
import type { ChangePasswordBody, DeleteAccountBody } from '#shared/schemas/user-request.schema.ts';

/** POST /api/auth/password: a new password (the current one required); other sessions end. */
export function changePassword(body: ChangePasswordBody) {
  return apiRequest('/auth/password', {
    method: 'POST',
    body,
    schema: PasswordChangedResponseSchema,
  });
}

/** DELETE /api/auth/account: the account and everything of it, for good (password required). */
export function deleteAccount(body: DeleteAccountBody) {
  return apiRequest('/auth/account', {
    method: 'DELETE',
    body,
    schema: AccountDeletedResponseSchema,
  });
}
