/** The id of the build this bundle belongs to (compared with /bff/build to notice new deployments). */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

export function buildIdLabel(): string {
  return `Build ${BUILD_ID}`;
}
