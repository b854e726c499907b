/** The fixed answer of the bench's upstreams: five site colours, as GET /api/options/colors. */
export const COLORS_JSON = JSON.stringify([
  { id: 1, domain_color_type_id: 1, code: '#d9480f' },
  { id: 2, domain_color_type_id: 2, code: '#1c7ed6' },
  { id: 3, domain_color_type_id: 4, code: '#fff4e6' },
  { id: 4, domain_color_type_id: 5, code: '#e7f5ff' },
  { id: 5, domain_color_type_id: 7, code: '#212529' },
]);
