import { isAdminRoleName } from '@sightline/core';
import type { CurrentUser } from '../../api/auth-api.ts';
import { UPLOAD_TYPES, type UploadFileType } from './upload-form.ts';

/** Whether the user holds can_upload on Database (Superset shows the upload entries only then). */
export function canUploadFiles(user: CurrentUser): boolean {
  return Object.entries(user.roles).some(
    ([role, pairs]) =>
      isAdminRoleName(role) || pairs.some(([p, v]) => p === 'can_upload' && v === 'Database'),
  );
}

/** The Data menu's upload entries: key `upload-<type>`, opening the upload dialog of that type. */
export const UPLOAD_MENU = (Object.keys(UPLOAD_TYPES) as UploadFileType[]).map((type) => ({
  key: `upload-${type}`,
  type,
  label: UPLOAD_TYPES[type].menuLabel,
}));

/** The upload type a menu key opens, or null. */
export function uploadTypeOfKey(key: string): UploadFileType | null {
  return UPLOAD_MENU.find((m) => m.key === key)?.type ?? null;
}
