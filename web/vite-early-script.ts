import path from 'node:path';
import type { Plugin } from 'vite';

const entryName = 'start-early-requests';

/**
 * Builds `src/start-early-requests.ts` as an entry of its own and loads it with an async script tag
 * ahead of the app's entry. Vite would bundle every script of index.html into the one entry chunk,
 * whose requests only leave once React and the router have loaded; this small script runs as soon as
 * it arrives. The app's entry imports the same module, so it runs once either way.
 */
export function earlyScript(webRoot: string): Plugin {
  return {
    name: 'ticket-relay:early-script',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          input: {
            index: path.resolve(webRoot, 'index.html'),
            [entryName]: path.resolve(webRoot, 'src', `${entryName}.ts`),
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === entryName,
        );
        if (!chunk) throw new Error(`The build has no ${entryName} entry`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
