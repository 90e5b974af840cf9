import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/_index.tsx'),
  route('markup', 'routes/markup.tsx'),
] satisfies RouteConfig;
