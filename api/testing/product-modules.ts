/**
 * The API's product modules below a folder, for the tests that scan its source (no SQL in routes,
 * stores own their tables, routes take their collection's schemas): every `.ts` file but tests,
 * and none below a folder named in `skip` (test support, migrations).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** absolute paths of the product modules below `folder` */
export function productModules(folder: string, skip: readonly string[] = []): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : productModules(path, skip);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}
