// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import react from '@astrojs/react';

export default defineConfig({
  site: 'https://satranc-kurallari.example',
  trailingSlash: 'always',
  integrations: [
    starlight({
      title: 'Satranç Kuralları',
      defaultLocale: 'root',
      locales: { root: { label: 'Türkçe', lang: 'tr' } },
      sidebar: [{ label: 'Kurallar', items: [{ autogenerate: { directory: 'kurallar' } }] }],
    }),
    react(),
  ],
});
