import type { ChartMetadata } from '../../contract.ts';

/** `handlebars` — Handlebars: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const handlebarsMetadata: ChartMetadata = {
  viz_type: 'handlebars',
  name: 'Handlebars',
  category: 'Other',
  description: 'Write a handlebars template to render the data',
  tags: [],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'handlebars.png',
  behaviors: [],
};
