// The shape of one post-build step (src/buildtime/postbuild.ts lists them in order). Its own module so
// that the steps and the list do not import each other.
import type { AstroIntegrationLogger } from 'astro';

/** What every step is given: the built site's folder and the base it is deployed under ("/" or "/a/b/"). */
export interface PostBuildContext {
  dist: string;
  base: string;
  logger: AstroIntegrationLogger;
}

/** One step over the built site; it logs what it did through `logger` and throws to stop the build. */
export interface PostBuildStep {
  name: string;
  run(ctx: PostBuildContext): void | Promise<void>;
}
