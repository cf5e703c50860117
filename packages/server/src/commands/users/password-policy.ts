/** Minimum password rules for passwords users set; returns the problem or null. */
export function validatePasswordStrength(password: string): string | null {
  if (password.length < 8) return 'Password must be at least 8 characters long.';
  if (/^\s+$/.test(password) || /\0/.test(password)) return 'Password contains invalid characters.';
  return null;
}
