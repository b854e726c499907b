/** The blocks loaded on demand (see block-registry.tsx). */
export { CuisinesBlock } from './cuisines-block.tsx';
export { GalleryBlock } from './gallery-block.tsx';
export { ImageBlock } from './image-block.tsx';
export { ShowcasesBlock } from './showcases-block.tsx';
export { VideoBlock } from './video-block.tsx';
