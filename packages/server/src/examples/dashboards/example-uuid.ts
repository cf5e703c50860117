import { createHash } from 'node:crypto';

// Stable uuids of the example objects: a name-based uuid (RFC 9562 version 5) in a namespace of our
// own, so that every start, every process and every installation gives an example the same uuid.

/** Sightline's namespace for the example objects' uuids (a random v4 uuid, fixed once). */
const NAMESPACE = '5b0f8b36-93c4-4f0e-9a57-3f2d6d1c7e41';

/** The uuid of the example object `name` (e.g. `chart:sales_2025`). */
export function exampleUuid(name: string): string {
  const ns = Buffer.from(NAMESPACE.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
