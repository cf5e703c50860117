import type { EmbeddedRecord } from '../../commands/embedded/embedded-dashboard.ts';

/** Superset's Embedded shape (docs/api.md §2.7). */
export function embeddedItem(e: EmbeddedRecord) {
  return {
    uuid: e.uuid,
    allowed_domains: e.allowedDomains,
    dashboard_id: String(e.dashboardId),
    changed_on: e.changedOn,
    changed_by: e.changedBy
      ? {
          id: e.changedBy.id,
          username: e.changedBy.username,
          first_name: e.changedBy.firstName,
          last_name: e.changedBy.lastName,
        }
      : null,
  };
}
