// The site's one Astro integration of its own (astro.config.mjs): it gives the pages the configured base
// (src/browser/links.ts), refuses a base that starts with a section of the site, and, when the pages are
// written, runs the post-build steps below over dist/, in this order. The order matters: the search
// index is written before the pages are rebased (its records carry base-relative URLs, put under the base
// as they are added); the module preloads and the inline scripts' hashes are taken from the rebased
// pages; the service worker lists the final files; the checks run last, over what a host will serve.
// Each step lives in its own module; a step that throws stops the build with its message.
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { baseProblem, rebaseStep } from './rebase.ts';
import { searchStep } from './search/step.ts';
import { preloadStep } from './preload.ts';
import { cspStep } from './csp.ts';
import { offlineStep } from './offline.ts';
import { cleanPagesStep, linkCheckStep } from './linkcheck.ts';
import type { PostBuildContext, PostBuildStep } from './postbuild-step.ts';

/** The post-build steps, in the order they run. */
export const POSTBUILD_STEPS: readonly PostBuildStep[] = [
  searchStep, // the Pagefind index of our own records (law text, commentary, changes, scenarios, questions)
  rebaseStep, // under a sub-path: every root-relative URL of the pages goes under the base
  preloadStep, // every module a page's islands load, as <link rel="modulepreload">
  cspStep, // a Content-Security-Policy in every page, with the hashes of its final inline scripts
  offlineStep, // the service worker (dist/sw.js) with the lists of the final files
  cleanPagesStep, // no NUL, control or replacement character in a page
  linkCheckStep, // every internal link, anchor and requested file exists under the base
];

export default function postbuild(steps: readonly PostBuildStep[] = POSTBUILD_STEPS): AstroIntegration {
  let base = '/';
  return {
    name: 'satranc-postbuild',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        // The base for the one link helper (src/browser/links.ts) in pages, endpoints and islands.
        updateConfig({ vite: { define: { __SITE_BASE__: JSON.stringify(config.base) } } });
      },
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        const problem = baseProblem(base);
        if (problem) throw new Error(problem);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const ctx: PostBuildContext = { dist: fileURLToPath(dir), base, logger };
        for (const step of steps) await step.run(ctx);
      },
    },
  };
}
