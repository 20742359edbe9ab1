import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './compile-hints.mjs';
import { linguiInline } from './i18n-messages.mjs';
import { reactRouterBuild } from './react-router-build.mjs';

export default defineConfig({
  plugins: [reactRouterBuild(), linguiInline(), react(), tailwindcss(), compileHints()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true }, '/storage': 'http://localhost:3000', '/hub': 'http://localhost:3000' },
  },
  // The server bundle (entry-server.tsx: the build's prerender and the server's render of visitors'
  // pages, loaded on the first such page): packages whose whole entry Node would otherwise load are
  // bundled, so only what the app uses is parsed (lucide-react's and radix-ui's entries import every icon and primitive: seconds of start on a busy machine).
  // React Router is bundled for the build's patch of its route matching (react-router-build.mjs): the
  // server matches every request's path against the route table.
  ssr: { noExternal: ['lucide-react', 'zod', '@hookform/resolvers', 'radix-ui', /^@radix-ui\//, 'react-router'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    modulePreload: {
      // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the entry chunk.
      polyfill: false,
      // The entry's lazy imports (every page of the route table, the members' chrome) do not list what
      // each chunk imports in turn: those lists were 5.7 kB of the first page's 126 (issue 11). A page
      // opened for the first time loads its chunk, then the chunks it imports (one more round trip or
      // two, then cached). Lazy imports inside other chunks keep their lists.
      resolveDependencies: (_file, deps, { hostId }) => (/^assets\/index-[^/]+\.js$/.test(hostId) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // The libraries every page needs, each in its own long-cached chunk: the entry chunk held them
        // all (over 400 kB). Only modules the first page loads anyway are grouped, so the first
        // page's bytes stay the same (its budget is checked by a browser test and the bench).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
