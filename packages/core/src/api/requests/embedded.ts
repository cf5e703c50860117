import { z } from 'zod';

/** POST/PUT /api/v1/dashboard/<id_or_slug>/embedded body (Superset's EmbeddedDashboardConfigSchema). */
export const embeddedConfigSchema = z.object({
  allowed_domains: z.array(z.string().trim().min(1).max(255)).max(100),
});
export type EmbeddedConfig = z.infer<typeof embeddedConfigSchema>;
